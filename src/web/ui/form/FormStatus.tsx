import { useFormikContext } from 'formik';
import { ProblemBox } from '../ProblemBox';

export interface FormStatusValue {
  messages: string[];
}

/** Why the server refused the form as a whole (non_field_errors, detail), above its fields. */
export function FormStatus() {
  const { status } = useFormikContext();
  const messages = (status as FormStatusValue | undefined)?.messages ?? [];
  if (messages.length === 0) return null;
  return (
    <ProblemBox role="alert">
      {messages.map((m) => (
        <p key={m}>{m}</p>
      ))}
    </ProblemBox>
  );
}
