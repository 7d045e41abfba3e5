import { useId } from 'react';
import { useField } from 'formik';

/**
 * A formik field with the kit's rule for errors (spec section 5): shown only once the field
 * was touched (left, or the form submitted) or modified. Validation itself runs on blur
 * (KitForm sets validateOnBlur and not validateOnChange).
 */
export function useKitField<V>(name: string) {
  const [field, meta, helpers] = useField<V>(name);
  const id = useId();
  const modified = meta.value !== meta.initialValue;
  const error = (meta.touched || modified) && meta.error ? String(meta.error) : undefined;
  return { field, meta, helpers, id, error };
}
