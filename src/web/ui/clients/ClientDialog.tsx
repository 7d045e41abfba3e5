import { canEditIdentity, IDENTITY_LOCKED_MESSAGE, type Client } from '../../../shared/contract';
import { useCreateClientMutation, useUpdateClientMutation } from '../../api/clientsApi';
import { useGetMeQuery } from '../../api/meApi';
import { FormDialog, FormField, SelectField } from '../form';
import { FormRow } from './ClientLayout';
import { clientBody, clientFormValues, clientSchema, DATE_HINT, DOCUMENT_TYPES, emptyClient, type ClientFormValues } from './clientForm';

const DOCUMENT_OPTIONS = DOCUMENT_TYPES.map((t) => ({ value: t as string, label: t }));

interface Props {
  /** Edit this client; create a new one otherwise. */
  editing?: Client;
  /** What was typed in the client field: a name or a document number to start from. */
  typed?: string;
  onClose: () => void;
  onSaved: (client: Client) => void;
}

/**
 * A client's passport fields, in the order a cashier reads them off the document. Keyboard
 * only: Tab moves, Enter saves (the form's submit), Escape closes; the server's refusals (a
 * document already registered) land under their fields. Who a blocked or waiting client is
 * (names, birth date, citizenship, document) is a compliance officer's to change: for anyone
 * else those fields are read-only, and the form says whom to ask.
 */
export function ClientDialog({ editing, typed, onClose, onSaved }: Props) {
  const [create] = useCreateClientMutation();
  const [update] = useUpdateClientMutation();
  const { data: me } = useGetMeQuery();
  const locked = editing !== undefined && (me === undefined || !canEditIdentity(me, editing.screening_status));
  return (
    <FormDialog<ClientFormValues>
      open
      title={editing ? 'Изменить клиента' : 'Новый клиент'}
      submitLabel="Сохранить"
      onClose={onClose}
      initialValues={editing ? clientFormValues(editing) : emptyClient(typed)}
      schema={clientSchema}
      failureMessage="Клиент не сохранён"
      onSubmit={async (values) => {
        const body = clientBody(values);
        const saved = editing ? await update({ id: editing.id, body }).unwrap() : await create(body).unwrap();
        onSaved(saved);
      }}
    >
      {locked && <p role="note">{IDENTITY_LOCKED_MESSAGE}</p>}
      <FormField name="last_name" readOnly={locked} label="Фамилия" autoComplete="off" />
      <FormField name="first_name" readOnly={locked} label="Имя" autoComplete="off" />
      <FormField name="middle_name" readOnly={locked} label="Отчество" autoComplete="off" />
      <FormRow>
        <FormField name="birth_date" readOnly={locked} label="Дата рождения" placeholder={DATE_HINT} inputMode="numeric" autoComplete="off" />
        <FormField name="citizenship" readOnly={locked} label="Гражданство" hint="Код страны: RU, KZ, UZ…" maxLength={2} autoComplete="off" />
      </FormRow>
      <SelectField<string> name="document_type" label="Документ" options={DOCUMENT_OPTIONS} disabled={locked} />
      <FormRow>
        <FormField name="document_series" readOnly={locked} label="Серия" autoComplete="off" />
        <FormField name="document_number" readOnly={locked} label="Номер" autoComplete="off" />
      </FormRow>
      <FormField name="document_issued_by" label="Кем выдан" autoComplete="off" />
      <FormField name="document_issued_at" label="Дата выдачи" placeholder={DATE_HINT} inputMode="numeric" autoComplete="off" />
      <FormField name="address" label="Адрес" autoComplete="off" />
      <FormField name="phone" label="Телефон" inputMode="tel" autoComplete="off" />
      <FormField name="note" label="Примечание" autoComplete="off" />
    </FormDialog>
  );
}
