import { useEffect, type ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { controlAria, FieldFrame } from './FieldFrame';
import { MoneyInput } from './MoneyInput';
import type { DecimalLimits } from './decimalTyping';
import { useKitField } from './useKitField';
import { REQUIRED } from './validation';

type Props = DecimalLimits & {
  name: string;
  label: string;
  hint?: ReactNode;
  disabled?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
};

/** An amount, rate or fee bound to the formik field `name` as a decimal string. */
export function MoneyField({ name, label, hint, decimals, min, max, ...rest }: Props) {
  const { field, meta, helpers, id, error } = useKitField<string>(name);
  const { validateField } = useFormikContext();
  // A whole-form validation started before this field was filled (another field's blur) can
  // finish after it with 'Поле обязательно', which a filled field cannot deserve: check the
  // value again. (Only that message: the server's reasons stay until the value is edited.)
  const staleRequired = meta.error === REQUIRED && Boolean(field.value);
  useEffect(() => {
    if (staleRequired) void validateField(name);
  }, [staleRequired, name, validateField]);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <MoneyInput
        {...rest}
        {...controlAria(id, error, hint)}
        name={name}
        decimals={decimals}
        min={min}
        max={max}
        value={field.value ?? ''}
        // An error left from an earlier validation (another field's blur validates the whole
        // form) is re-checked as the value changes, so a stale 'Поле обязательно' never shows
        // under a filled field, nor vanishes on blur and moves the button under the pointer.
        onChange={(value) => void helpers.setValue(value, Boolean(meta.error))}
        onBlur={field.onBlur}
      />
    </FieldFrame>
  );
}
