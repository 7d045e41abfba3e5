import * as yup from 'yup';
import { FormDialog, FormField, kit } from '../../../ui/form';

const schema = yup.object({ name: kit.text().max(150, 'Не более 150 символов') });

interface Props {
  title: string;
  label: string;
  submitLabel: string;
  initial: string;
  failureMessage: string;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** One name to type (a new city, a city's or a register's new name); the server's refusal (a name taken) shows under the field. */
export function NameDialog({ title, label, submitLabel, initial, failureMessage, onSubmit, onClose }: Props) {
  return (
    <FormDialog<{ name: string }>
      open
      title={title}
      submitLabel={submitLabel}
      onClose={onClose}
      initialValues={{ name: initial }}
      schema={schema}
      failureMessage={failureMessage}
      onSubmit={async ({ name }) => {
        await onSubmit(name.trim());
        onClose();
      }}
    >
      <FormField name="name" label={label} autoComplete="off" />
    </FormDialog>
  );
}
