import { useField } from 'formik';
import styled from 'styled-components';
import { theme } from '../../../ui/theme';

export interface TypeChoice<V extends string> {
  value: V;
  label: string;
  /** docs/PRODUCT.md §4's colour of the operation. */
  colour: string;
}

const Group = styled.fieldset`
  display: flex;
  gap: 0;
  margin: 0 0 14px;
  padding: 0;
  border: none;
  legend { padding: 0; margin-bottom: 6px; font-weight: 600; }
`;

const Choice = styled.label<{ $colour: string }>`
  flex: 1;
  position: relative;
  input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
  span {
    display: block;
    padding: 8px 12px;
    text-align: center;
    border: 1px solid ${theme.colors.border};
    background: ${theme.colors.surface};
    color: ${({ $colour }) => $colour};
    font-weight: 600;
  }
  &:first-of-type span { border-radius: ${theme.radius} 0 0 ${theme.radius}; }
  &:last-of-type span { border-radius: 0 ${theme.radius} ${theme.radius} 0; }
  input:checked + span { background: ${({ $colour }) => $colour}; border-color: ${({ $colour }) => $colour}; color: #fff; }
  input:focus-visible + span { outline: 2px solid ${theme.colors.focus}; outline-offset: 2px; }
`;

/**
 * The operation's type as a row of radio buttons in its colour (Покупка green, Продажа red…):
 * one Tab stop, arrows switch, as native radios do.
 */
export function TypeToggle<V extends string>({ name, legend, choices, onPicked }: {
  name: string;
  legend: string;
  choices: TypeChoice<V>[];
  onPicked?: (value: V) => void;
}) {
  const [field, , helpers] = useField<V>(name);
  return (
    <Group>
      <legend>{legend}</legend>
      {choices.map((c) => (
        <Choice key={c.value} $colour={c.colour}>
          <input
            type="radio"
            name={name}
            value={c.value}
            checked={field.value === c.value}
            onChange={() => {
              void helpers.setValue(c.value, false);
              onPicked?.(c.value);
            }}
          />
          <span>{c.label}</span>
        </Choice>
      ))}
    </Group>
  );
}
