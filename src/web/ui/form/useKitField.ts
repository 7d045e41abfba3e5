import { useContext, useEffect, useId } from 'react';
import { useField, useFormikContext } from 'formik';
// Not from ./validation: that module brings yup, which /login's budget keeps out.
import { MESSAGES } from '../../../shared/contract/errors';
import { FreshAfterReset } from './freshForm';

/**
 * A formik field with the kit's rule for errors (docs/PRODUCT.md §5): shown only once the field
 * was touched (left, or the form submitted) or modified. Validation itself runs on blur
 * (KitForm sets validateOnBlur and not validateOnChange).
 */
export function useKitField<V>(name: string) {
  const [field, meta, helpers] = useField<V>(name);
  const { validateField } = useFormikContext();
  const id = useId();
  // A whole-form validation started before this field was filled (another field's blur) can
  // finish after it with 'Поле обязательно', which a filled field cannot deserve: check the
  // value again. (Only that message: the server's reasons stay until the value is edited.)
  const staleRequired = meta.error === MESSAGES.required && Boolean(field.value);
  useEffect(() => {
    if (staleRequired) void validateField(name);
  }, [staleRequired, name, validateField]);
  const modified = meta.value !== meta.initialValue;
  // A form just reset for the next client shows nothing until the cashier starts on it (freshForm.ts).
  const fresh = useContext(FreshAfterReset);
  const error = !fresh && (meta.touched || modified) && meta.error ? String(meta.error) : undefined;
  return { field, meta, helpers, id, error };
}
