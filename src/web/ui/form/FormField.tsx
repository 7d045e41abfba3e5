import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { controlAria, FieldFrame, inputCss } from './FieldFrame';
import { useKitField } from './useKitField';

const Input = styled.input`
  ${inputCss}
`;

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur'> & {
  name: string;
  label: string;
  hint?: ReactNode;
};

/** A text input bound to the formik field `name`. */
export function FormField({ name, label, hint, ...input }: Props) {
  const { field, id, error } = useKitField<string>(name);
  return (
    <FieldFrame id={id} name={name} label={label} error={error} hint={hint}>
      <Input {...input} {...field} value={field.value ?? ''} {...controlAria(id, error, hint)} />
    </FieldFrame>
  );
}
