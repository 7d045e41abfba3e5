import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { SelectInput, type SelectOption } from './form/SelectInput';

const Wrap = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 14px;
`;

/** A labelled control of a 'Параметры' dialog or a report's toolbar (not a formik form). */
export function ParamField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Wrap>
      <span>{label}</span>
      {children}
    </Wrap>
  );
}

/** A labelled select of report parameters: a city, a register, a person. */
export function ParamSelect<V extends string | number>({
  label,
  value,
  options,
  onChange,
  searchable,
}: {
  label: string;
  value: V | null;
  options: SelectOption<V>[];
  onChange: (value: V) => void;
  searchable?: boolean;
}) {
  const id = useId();
  return (
    <Wrap htmlFor={id} as="div" style={{ maxWidth: 320 }}>
      <label htmlFor={id}>{label}</label>
      <SelectInput id={id} aria-label={label} value={value} options={options} onChange={onChange} searchable={searchable} placeholder="Выберите" />
    </Wrap>
  );
}
