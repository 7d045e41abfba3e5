import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import styled from 'styled-components';
import type { CityLimitsSetting } from '../../../../shared/contract';
import { formatAmount } from '../../../../shared/money';
import { useSetCityLimitsMutation } from '../../../api/referenceApi';
import { CityLimitsDialog } from '../../../ui/CityLimitsDialog';
import { PageTitle } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { Table } from '../../../ui/Table';
import { theme } from '../../../ui/theme';
import { RowAction, RowActions } from '../kit';
import { useAdminSettingsQuery } from './adminSettingsApi';
import { CityComplianceSettings } from './CityComplianceSettings';

const Section = styled.section`
  margin-bottom: 28px;
  h2 { font-size: 18px; margin: 0 0 6px; }
  p { margin: 0 0 12px; color: ${theme.colors.muted}; }
`;

const Values = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 24px;
  margin: 0;
  padding: 14px 16px;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  dt { color: ${theme.colors.muted}; }
  dd { margin: 0; }
`;

const Muted = styled.span`
  color: ${theme.colors.muted};
`;

const column = createColumnHelper<CityLimitsSetting>();

/** A decimal string of zero ("0.00"): read as text, money is never a float. */
const isZero = (v: string) => /^0+(\.0+)?$/.test(v);

const days = (n: number) => (n % 10 === 1 && n % 100 !== 11 ? 'день' : [2, 3, 4].includes(n % 10) && ![12, 13, 14].includes(n % 100) ? 'дня' : 'дней');
const hours = (n: number) => (n % 10 === 1 && n % 100 !== 11 ? 'час' : [2, 3, 4].includes(n % 10) && ![12, 13, 14].includes(n % 100) ? 'часа' : 'часов');

/**
 * /admin/settings: every setting with its default — the limits of each city, the shift
 * difference threshold among them (set here or on
 * the city's rate board, one form) and the session lifetimes, which the server reads from its
 * environment at start and the page only shows (docs/admin.md "Settings").
 */
export function SettingsPage() {
  const { data, isFetching } = useAdminSettingsQuery();
  const [save] = useSetCityLimitsMutation();
  const [editing, setEditing] = useState<CityLimitsSetting | null>(null);
  if (!data) return isFetching ? <Spinner /> : null;
  const { limits, sessions } = data;
  const base = limits.base_currency.code;
  const maxText = (v: string | null) => (v === null ? 'без ограничения' : `${formatAmount(v)} ${base}`);
  const thresholdText = (v: string) => (isZero(v) ? '0 — любое расхождение' : `${formatAmount(v)} ${base}`);
  const columns = [
    column.accessor((c) => c.city.name, { id: 'city', header: 'Город', meta: { priority: 'key' } }),
    column.accessor('rate_tolerance_percent', { header: 'Допуск курса', cell: (i) => `±${i.getValue()} %` }),
    column.accessor('max_operation_amount', { header: 'Наибольшая операция', cell: (i) => maxText(i.getValue()) }),
    column.accessor('shift_difference_threshold', {
      header: 'Порог расхождений смены',
      cell: (i) => (isZero(i.getValue()) ? 'любое' : `${formatAmount(i.getValue())} ${base}`),
    }),
    column.accessor('is_default', { header: 'Значения', cell: (i) => (i.getValue() ? <Muted>по умолчанию</Muted> : 'свои') }),
    column.display({
      id: 'actions',
      header: 'Действия',
      cell: (i) => (
        <RowActions>
          <RowAction aria-label={`Изменить лимиты ${i.row.original.city.name}`} onClick={() => setEditing(i.row.original)}>
            Изменить
          </RowAction>
        </RowActions>
      ),
    }),
  ];
  return (
    <>
      <PageTitle>Настройки</PageTitle>
      <Section aria-labelledby="settings-limits">
        <h2 id="settings-limits">Лимиты обмена по городам</h2>
        <p>
          Кассир обменивает по курсу табло ± допуск и не больше наибольшей операции; супервайзеры и администраторы не ограничены, но их
          операции вне лимитов помечаются. По умолчанию: допуск ±{limits.defaults.rate_tolerance_percent} %, наибольшая операция —{' '}
          {maxText(limits.defaults.max_operation_amount)}. Расхождение пересчёта смены больше порога ждёт подтверждения супервайзера; по
          умолчанию порог {thresholdText(limits.defaults.shift_difference_threshold)}.
        </p>
        <Table label="Лимиты городов" columns={columns} data={limits.cities} loading={false} getRowId={(c) => String(c.city.id)} />
      </Section>
      <Section aria-labelledby="settings-compliance">
        <h2 id="settings-compliance">Клиенты и комплаенс по городам</h2>
        <p>
          С какой суммы (в {base}) операции нужен клиент и с какой она идёт на обязательный контроль; нужен ли клиент в каждом переводе;
          насколько старым может быть перечень. Пустой порог — нет порога.
        </p>
        <CityComplianceSettings cities={limits.cities.map((c) => c.city)} base={base} />
      </Section>
      <Section aria-labelledby="settings-sessions">
        <h2 id="settings-sessions">Сессии</h2>
        <p>
          Задаются при запуске сервера переменными окружения {sessions.idle_variable} и {sessions.max_variable} (одинаково для всех его
          процессов); здесь их не изменить.
        </p>
        <Values aria-label="Время жизни сессий">
          <dt>Без действий сессия живёт</dt>
          <dd>
            {sessions.idle_hours} {hours(sessions.idle_hours)} <Muted>(по умолчанию {sessions.default_idle_hours} {hours(sessions.default_idle_hours)})</Muted>
          </dd>
          <dt>Самое большее после входа</dt>
          <dd>
            {sessions.max_days} {days(sessions.max_days)} <Muted>(по умолчанию {sessions.default_max_days} {days(sessions.default_max_days)})</Muted>
          </dd>
        </Values>
      </Section>
      {editing && (
        <CityLimitsDialog
          title={`Лимиты: ${editing.city.name}`}
          current={editing}
          baseCode={base}
          onSave={(body) => save({ city: editing.city.id, body }).unwrap()}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
