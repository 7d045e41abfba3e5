import type { ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { FormDialog } from './FormDialog';

interface Props<Name extends string> {
  title: string;
  /** The one field's name: the form's value and the server's field for its errors. */
  name: Name;
  /** What is set now; null = nothing (the field starts empty). */
  value: string | null;
  schema: AnyObjectSchema;
  failureMessage: string;
  /** Saves the value typed, or null when the field was left empty. */
  onSave: (value: string | null) => Promise<unknown>;
  onClose: () => void;
  /** The field itself (MoneyField, FormField…) named `name`. */
  children: ReactNode;
}

/**
 * A setting of one optional value (a city's offline limit, a currency's worn-note percentage):
 * the field, Отмена and «Сохранить»; an empty field saves null, and the dialog closes once the
 * server took it (its 400 shows under the field, the dialog stays open).
 */
export function OptionalValueDialog<Name extends string>({ title, name, value, schema, failureMessage, onSave, onClose, children }: Props<Name>) {
  return (
    <FormDialog<Record<Name, string>>
      open
      title={title}
      submitLabel="Сохранить"
      onClose={onClose}
      initialValues={{ [name]: value ?? '' } as Record<Name, string>}
      schema={schema}
      failureMessage={failureMessage}
      onSubmit={async (values) => {
        await onSave(values[name].trim() || null);
        onClose();
      }}
    >
      {children}
    </FormDialog>
  );
}
