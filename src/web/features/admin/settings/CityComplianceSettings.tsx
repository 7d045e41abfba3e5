import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import * as yup from 'yup';
import { DEFAULT_STRUCTURING_WINDOW_MINUTES, DEFAULT_WATCHLIST_MAX_AGE_DAYS, type CityCompliance } from '../../../../shared/contract';
import { CityComplianceBody } from '../../../../shared/contract/request/compliance';
import { FIAT_DECIMALS, formatAmount } from '../../../../shared/money';
import { useCityComplianceQuery, useSetCityComplianceMutation } from '../../../api/clientsApi';
import { CheckboxField, FormDialog, FormField, kit, MoneyField } from '../../../ui/form';
import { requestField } from '../../../ui/form/requestLimits';
import { Table } from '../../../ui/Table';
import { RowAction, RowActions } from '../kit';

type City = { id: number; name: string };
const column = createColumnHelper<City>();

interface Values {
  identification_threshold: string;
  mandatory_control_threshold: string;
  identify_transfers: boolean;
  watchlist_max_age_days: string;
  structuring_window_minutes: string;
}

/** A whole number typed as text, within the range the request declares for the field. */
function wholeNumber(name: 'watchlist_max_age_days' | 'structuring_window_minutes', unit: string) {
  const { minimum = 1, maximum = Number.MAX_SAFE_INTEGER } = requestField(CityComplianceBody, name) as { minimum?: number; maximum?: number };
  const message = `Целое число ${unit}, от ${minimum} до ${maximum}`;
  return yup
    .string()
    .required('Поле обязательно')
    .matches(/^[1-9]\d*$/, message)
    .test('range', message, (v) => !v || (Number(v) >= minimum && Number(v) <= maximum));
}

/** An empty threshold is sent as null (none); the list's age and the window within the request's ranges. */
export const cityComplianceSchema = yup.object({
  identification_threshold: kit.optionalMoney({ decimals: FIAT_DECIMALS, min: '0.01' }),
  mandatory_control_threshold: kit.optionalMoney({ decimals: FIAT_DECIMALS, min: '0.01' }),
  watchlist_max_age_days: wholeNumber('watchlist_max_age_days', 'дней'),
  structuring_window_minutes: wholeNumber('structuring_window_minutes', 'минут'),
});

/** One setting of one city, read where it is shown (RTK Query asks once per city). */
function Setting({ city, show }: { city: number; show: (c: CityCompliance) => string }) {
  const { data } = useCityComplianceQuery(city);
  return <>{data ? show(data) : '…'}</>;
}

/**
 * Клиенты и комплаенс per city: from which base-currency sum an exchange needs a client, from
 * which it goes to mandatory control, whether every transfer is identified, how old the
 * list may get, and over how many minutes a register's client-less deals are summed against the
 * identification threshold (signs of structuring). Empty threshold: none (a city nobody set asks for no client).
 */
export function CityComplianceSettings({ cities, base }: { cities: City[]; base: string }) {
  const [editing, setEditing] = useState<City | null>(null);
  const threshold = (v: string | null) => (v === null ? 'нет' : `от ${formatAmount(v)} ${base}`);
  const columns = [
    column.accessor('name', { header: 'Город', meta: { priority: 'key' } }),
    column.display({ id: 'identification', header: 'Идентификация', cell: (i) => <Setting city={i.row.original.id} show={(c) => threshold(c.identification_threshold)} /> }),
    column.display({ id: 'control', header: 'Обязательный контроль', cell: (i) => <Setting city={i.row.original.id} show={(c) => threshold(c.mandatory_control_threshold)} /> }),
    column.display({ id: 'transfers', header: 'Переводы', cell: (i) => <Setting city={i.row.original.id} show={(c) => (c.identify_transfers ? 'всегда с клиентом' : 'по порогу')} /> }),
    column.display({ id: 'age', header: 'Перечень не старше', cell: (i) => <Setting city={i.row.original.id} show={(c) => `${c.watchlist_max_age_days} дн.`} /> }),
    column.display({ id: 'window', header: 'Окно дробления', cell: (i) => <Setting city={i.row.original.id} show={(c) => `${c.structuring_window_minutes} мин`} /> }),
    column.display({
      id: 'actions',
      header: 'Действия',
      cell: (i) => (
        <RowActions>
          <RowAction aria-label={`Изменить комплаенс ${i.row.original.name}`} onClick={() => setEditing(i.row.original)}>
            Изменить
          </RowAction>
        </RowActions>
      ),
    }),
  ];
  return (
    <>
      <Table label="Комплаенс городов" columns={columns} data={cities} loading={false} getRowId={(c) => String(c.id)} />
      {editing && <ComplianceDialog city={editing} base={base} onClose={() => setEditing(null)} />}
    </>
  );
}

function ComplianceDialog({ city, base, onClose }: { city: City; base: string; onClose: () => void }) {
  const { data: current } = useCityComplianceQuery(city.id);
  const [save] = useSetCityComplianceMutation();
  if (!current) return null;
  return (
    <FormDialog<Values>
      open
      title={`Комплаенс: ${city.name}`}
      submitLabel="Сохранить"
      onClose={onClose}
      initialValues={{
        identification_threshold: current.identification_threshold ?? '',
        mandatory_control_threshold: current.mandatory_control_threshold ?? '',
        identify_transfers: current.identify_transfers,
        watchlist_max_age_days: String(current.watchlist_max_age_days ?? DEFAULT_WATCHLIST_MAX_AGE_DAYS),
        structuring_window_minutes: String(current.structuring_window_minutes ?? DEFAULT_STRUCTURING_WINDOW_MINUTES),
      }}
      schema={cityComplianceSchema}
      failureMessage="Настройки не сохранены"
      onSubmit={async (v) => {
        await save({
          city: city.id,
          body: {
            identification_threshold: v.identification_threshold.trim() || null,
            mandatory_control_threshold: v.mandatory_control_threshold.trim() || null,
            identify_transfers: v.identify_transfers,
            watchlist_max_age_days: Number(v.watchlist_max_age_days),
            structuring_window_minutes: Number(v.structuring_window_minutes),
          },
        }).unwrap();
        onClose();
      }}
    >
      <MoneyField name="identification_threshold" label={`Идентификация клиента от, ${base}`} decimals={FIAT_DECIMALS} hint="Пусто — не требуется" />
      <MoneyField name="mandatory_control_threshold" label={`Обязательный контроль от, ${base}`} decimals={FIAT_DECIMALS} hint="Пусто — не ведётся" />
      <CheckboxField name="identify_transfers">Каждый перевод — с отправителем и получателем из реестра клиентов</CheckboxField>
      <FormField name="watchlist_max_age_days" label="Перечень не старше, дней" inputMode="numeric" autoComplete="off" />
      <FormField
        name="structuring_window_minutes"
        label="Окно признаков дробления, минут"
        inputMode="numeric"
        autoComplete="off"
        hint="Операции одной кассы без клиента за это время, вместе достигшие порога идентификации, видит ответственный сотрудник"
      />
    </FormDialog>
  );
}
