import * as yup from 'yup';
import { AdminCityBody } from '../../../../shared/contract/request/adminCities';
import { FormDialog, FormField } from '../../../ui/form';
import { textOf } from '../../../ui/form/requestLimits';

/** A city's or a register's name: the requests that send it declare it alike (RequiredText(150)). */
export const nameSchema = yup.object({ name: textOf(AdminCityBody, 'name') });

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
      schema={nameSchema}
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
