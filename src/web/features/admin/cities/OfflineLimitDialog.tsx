import * as yup from 'yup';
import type { AdminCity } from '../../../../shared/contract';
import { FIAT_DECIMALS } from '../../../../shared/money';
import { kit, MoneyField, OptionalValueDialog } from '../../../ui/form';

/** '' = offline trading off (null on the wire); else a positive amount, 2 places (OfflineLimit). */
export const offlineLimitSchema = yup.object({ offline_limit: kit.optionalMoney({ decimals: FIAT_DECIMALS, min: '0.01' }) });

interface Props {
  city: AdminCity;
  /** The base currency's code, for the label ('' until the currencies have loaded). */
  baseCode: string;
  /** PUT /api/admin/cities/{id}/ with offline_limit alone. */
  onSave: (offlineLimit: string | null) => Promise<unknown>;
  onClose: () => void;
}

/**
 * A city's «Офлайн-лимит» (docs/OFFLINE.md): the largest deal a register of the city may make
 * during an outage, in the base currency; left empty, offline trading is off for the city.
 * The server's refusal (400 under offline_limit) shows under the field.
 */
export function OfflineLimitDialog({ city, baseCode, onSave, onClose }: Props) {
  return (
    <OptionalValueDialog
      title={`Офлайн-лимит: ${city.name}`}
      name="offline_limit"
      value={city.offline_limit ?? null}
      schema={offlineLimitSchema}
      failureMessage="Офлайн-лимит не сохранён."
      onSave={onSave}
      onClose={onClose}
    >
      <MoneyField
        name="offline_limit"
        label={baseCode ? `Офлайн-лимит, ${baseCode}` : 'Офлайн-лимит'}
        decimals={FIAT_DECIMALS}
        min="0.01"
        hint="Наибольшая операция кассы без связи с сервером; пусто — офлайн-операции выключены"
      />
    </OptionalValueDialog>
  );
}
