import { useId, type ReactNode } from 'react';
import { useField } from 'formik';
import styled from 'styled-components';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 14px;
  cursor: pointer;
  input { width: 16px; height: 16px; }
`;

/** A checkbox bound to the boolean formik field `name`; `children` is its label. */
export function CheckboxField({ name, children, disabled }: { name: string; children: ReactNode; disabled?: boolean }) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  const id = useId();
  return (
    <Label htmlFor={id}>
      <input id={id} type="checkbox" name={field.name} checked={Boolean(field.checked)} onChange={field.onChange} onBlur={field.onBlur} disabled={disabled} />
      {children}
    </Label>
  );
}
