import { useEffect, useState } from 'react';
import type { Client } from '../../../shared/contract';
import { controlAria, FieldFrame } from '../form/FieldFrame';
import { useKitField } from '../form/useKitField';
import { ClientNote } from './ClientLayout';
import { ClientPicker, type ChosenClient } from './ClientPicker';

/** Said before sending: the server refuses a client found on the list or waiting for a decision. */
export const REFUSAL_AHEAD: Partial<Record<Client['screening_status'], string>> = {
  blocked: 'Клиент найден в перечне: операция будет отклонена.',
  review: 'Клиент ожидает проверки: операция будет отклонена.',
};

interface Props {
  /** The formik field holding the client's id (null: anonymous). */
  name?: string;
  label?: string;
  /** Why this form needs a client now (the sum reached the city's threshold), or null. */
  need?: string | null;
  /** The client already on the record being edited. */
  initial?: ChosenClient | null;
}

/**
 * A form's client, bound to the formik field `name` (the client's id). Says live when the
 * form needs one, and before sending when the chosen one will be refused; the server's
 * refusals about the client (400 not identified, 403 on the list) show under it.
 */
export function ClientField({ name = 'client', label = 'Клиент', need = null, initial = null }: Props) {
  const { field, helpers, id, error } = useKitField<number | null>(name);
  const [chosen, setChosen] = useState<ChosenClient | null>(initial);
  // The form was reset (saved, ready for the next client): the field empties with it.
  useEffect(() => {
    if (field.value === null && chosen !== null) setChosen(null);
  }, [field.value, chosen]);

  const warning = chosen?.screening_status && REFUSAL_AHEAD[chosen.screening_status];
  const hint = warning ? (
    <ClientNote $tone="danger">{warning}</ClientNote>
  ) : need && field.value === null ? (
    <ClientNote $tone="need" role="status">
      {need}
    </ClientNote>
  ) : undefined;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <ClientPicker
        chosen={chosen}
        aria={controlAria(id, error, hint)}
        onChange={(client) => {
          setChosen(client);
          // Choosing clears a shown error (the server's "нужна идентификация") at once.
          void helpers.setValue(client?.id ?? null, Boolean(error));
        }}
        onBlur={() => void helpers.setTouched(true)}
      />
    </FieldFrame>
  );
}
