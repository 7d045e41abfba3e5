import type { ReactNode } from 'react';
import { controlAria, FieldFrame } from './FieldFrame';
import { MoneyInput } from './MoneyInput';
import type { DecimalLimits } from './decimalTyping';
import { useKitField } from './useKitField';

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
  return (
    <FieldFrame id={id} name={name} label={label} error={error} hint={hint}>
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
