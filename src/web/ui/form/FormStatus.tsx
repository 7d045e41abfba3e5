import { useFormikContext } from 'formik';
import styled from 'styled-components';
import { theme } from '../theme';

export interface FormStatusValue {
  messages: string[];
}

const Box = styled.div`
  margin-bottom: 14px;
  padding: 10px 12px;
  border: 1px solid ${theme.colors.danger};
  border-radius: ${theme.radius};
  color: ${theme.colors.danger};
  background: #fdecec;
  p { margin: 0; }
  p + p { margin-top: 4px; }
`;

/** Why the server refused the form as a whole (non_field_errors, detail), above its fields. */
export function FormStatus() {
  const { status } = useFormikContext();
  const messages = (status as FormStatusValue | undefined)?.messages ?? [];
  if (messages.length === 0) return null;
  return (
    <Box role="alert">
      {messages.map((m) => (
        <p key={m}>{m}</p>
      ))}
    </Box>
  );
}
