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
  const { field, helpers, id, error } = useKitField<string>(name);
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
        onChange={(value) => void helpers.setValue(value, false)}
        onBlur={field.onBlur}
      />
    </FieldFrame>
  );
}
