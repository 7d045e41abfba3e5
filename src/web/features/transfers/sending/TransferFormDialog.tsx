import { useMemo } from 'react';
import type { Transfer, TransferKind } from '../../../../shared/contract/ledger';
import { useCityComplianceQuery } from '../../../api/clientsApi';
import { useCashRegisterQuery, useCryptoCurrenciesQuery, useCurrenciesQuery, useTransferCashRegistersQuery } from '../../../api/referenceApi';
import { ClientField, transferNeedsClient } from '../../../ui/clients';
import { FormDialog } from '../../../ui/form/FormDialog';
import { FormField } from '../../../ui/form/FormField';
import { MoneyField } from '../../../ui/form/MoneyField';
import { SelectField } from '../../../ui/form/SelectField';
import type { SelectOption } from '../../../ui/form/SelectInput';
import { useCreateTransferMutation, useUpdateTransferMutation } from '../transfersApi';
import {
  bodyOf,
  createBodyOf,
  currencyFieldOf,
  decimalsOf,
  emptyValues,
  isClientKind,
  minAmountOf,
  TRANSFER_FAILURE,
  transferSchema,
  valuesOf,
  type TransferFormValues,
} from './transferFormSchema';
import { KIND_LABELS } from '../transferLabels';

interface Props {
  kind: TransferKind;
  /** The sending register (the page's). */
  fromRegisterId: number;
  /** Edit this transfer (Pending, sent by this register); create a new one otherwise. */
  editing?: Transfer;
  onClose: () => void;
  onSaved: (transfer: Transfer, created: boolean) => void;
}

/**
 * Create or edit a transfer. The receiving register is any active register of the network but
 * the sender (and, for a client's transfer, but the cities' vaults), grouped by city; external
 * and crypto transfers add the fee and the client.
 */
export function TransferFormDialog({ kind, fromRegisterId, editing, onClose, onSaved }: Props) {
  const { data: registers } = useTransferCashRegistersQuery();
  const { data: currencies } = useCurrenciesQuery(undefined, { skip: kind === 'CRYPTO' });
  const { data: cryptoCurrencies } = useCryptoCurrenciesQuery(undefined, { skip: kind !== 'CRYPTO' });
  const [create] = useCreateTransferMutation();
  const [update] = useUpdateTransferMutation();
  // The sending city's setting: whether every transfer's sender must be identified.
  const { data: fromRegister } = useCashRegisterQuery(fromRegisterId, { skip: !isClientKind(kind) });
  const senderCity = fromRegister?.city.id;
  const { data: compliance } = useCityComplianceQuery(senderCity ?? 0, { skip: senderCity === undefined });

  const registerOptions = useMemo<SelectOption<number>[]>(
    () =>
      [...(registers ?? [])]
        // A deactivated register is in the network's list only to name past transfers' registers;
        // a city's vault pays out to no client (docs/VAULT.md): only an internal transfer goes there.
        .filter((r) => r.id !== fromRegisterId && r.is_active && (kind === 'INTERNAL' || r.kind !== 'vault'))
        .sort((a, b) => a.city.name.localeCompare(b.city.name, 'ru') || a.name.localeCompare(b.name, 'ru'))
        .map((r) => ({ value: r.id, label: r.name, group: r.city.name })),
    [registers, fromRegisterId, kind],
  );
  const currencyOptions = useMemo<SelectOption<number>[]>(
    () => ((kind === 'CRYPTO' ? cryptoCurrencies : currencies) ?? []).map((c) => ({ value: c.id, label: `${c.code} — ${c.name}` })),
    [kind, currencies, cryptoCurrencies],
  );
  const decimals = decimalsOf(kind);
  const title = editing ? `Изменить перевод №${editing.id}` : `Новый ${KIND_LABELS[kind].toLowerCase()} перевод`;

  const submit = async (values: TransferFormValues) => {
    if (editing) {
      const t = editing;
      const saved = await update({ kind, id: t.id, from: t.from_cash_register.id, to: t.to_cash_register.id, body: bodyOf(kind, values) }).unwrap();
      onSaved(saved, false);
    } else {
      const saved = await create({ kind, body: createBodyOf(kind, fromRegisterId, values) }).unwrap();
      onSaved(saved, true);
    }
  };

  return (
    <FormDialog<TransferFormValues>
      open
      title={title}
      submitLabel={editing ? 'Сохранить' : 'Создать'}
      onClose={onClose}
      initialValues={editing ? valuesOf(editing) : emptyValues()}
      schema={transferSchema(kind)}
      failureMessage={TRANSFER_FAILURE}
      onSubmit={submit}
    >
      <SelectField<number> name="to_cash_register" label="Касса получателя" options={registerOptions} searchable placeholder="Выберите кассу" />
      <SelectField<number> name={currencyFieldOf(kind)} label={kind === 'CRYPTO' ? 'Криптовалюта' : 'Валюта'} options={currencyOptions} placeholder="Выберите валюту" />
      <MoneyField name="amount" label="Сумма" decimals={decimals} min={minAmountOf(kind)} />
      {isClientKind(kind) && (
        <>
          <MoneyField name="fee" label="Комиссия" decimals={decimals} min="0" hint="Клиент платит сверх суммы; касса отправителя получает её сейчас" />
          <ClientField label="Отправитель из реестра клиентов" need={transferNeedsClient(compliance)} initial={editing?.client ?? null} />
          <FormField name="sender_name" label="Клиент (отправитель)" autoComplete="off" />
          <FormField name="receiver_name" label="Получатель" autoComplete="off" />
          <FormField name="receiver_phone" label="Телефон получателя" inputMode="tel" autoComplete="off" />
        </>
      )}
      <FormField name="comment" label="Комментарий" autoComplete="off" />
    </FormDialog>
  );
}
