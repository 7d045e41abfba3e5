import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { createColumnHelper } from '@tanstack/react-table';
import type { ValueSetting } from '../../../shared/contract';
import { toWireDate } from '../../../shared/dates';
import { groupThousands } from '../../../shared/money';
import { useGetMeQuery } from '../../api/meApi';
import { useValueSettingsQuery } from '../../api/referenceApi';
import { today } from '../../appConfig';
import { parseId } from '../../paths';
import { Button } from '../../ui/Button';
import { DatePicker } from '../../ui/DatePicker';
import { PageTitle, Toolbar } from '../../ui/Page';
import { ReportFileButtons } from '../../ui/ReportFileButtons';
import { Table } from '../../ui/Table';
import { canSetRates } from '../../../shared/contract';
import { RateForm } from './RateForm';
import { CityLimitsPanel } from './CityLimitsPanel';

const column = createColumnHelper<ValueSetting>();
const COLUMNS = [
  column.accessor((s) => s.cash_register?.name ?? 'Весь город', { id: 'where', header: 'Где' }),
  column.accessor((s) => s.currency.code, { id: 'currency', header: 'Валюта' }),
  column.accessor('buy_rate', { header: 'Покупка', cell: (i) => groupThousands(i.getValue()) }),
  column.accessor('sell_rate', { header: 'Продажа', cell: (i) => groupThousands(i.getValue()) }),
  column.accessor((s) => s.user?.name ?? '', { id: 'user', header: 'Установил' }),
];

/**
 * /cities/{id}/rates/: the day's buy and sell rate per currency for the city, then the
 * registers' own (which replace the city's there). The exchange form prefills from them.
 * Above them, the city's limits around those rates.
 */
export function RateBoard() {
  const cityId = parseId(useParams().cityId);
  const [date, setDate] = useState<Date | null>(() => today());
  const [formOpen, setFormOpen] = useState(false);
  const wireDate = toWireDate(date ?? today());
  const { data: me } = useGetMeQuery();
  const { data, isFetching } = useValueSettingsQuery({ city: cityId ?? 0, date: wireDate }, { skip: cityId === null });
  const rows = useMemo(() => data ?? [], [data]);
  if (cityId === null) return null;
  return (
    <>
      <PageTitle>Курсы валют</PageTitle>
      <Toolbar>
        <DatePicker label="Дата" value={date} onChange={setDate} />
        {me && canSetRates(me) && <Button onClick={() => setFormOpen(true)}>Установить курс</Button>}
        <ReportFileButtons path="print_value_setting_detail/" params={{ city: cityId, date: wireDate }} />
      </Toolbar>
      <CityLimitsPanel cityId={cityId} />
      <Table label="Курсы валют" columns={COLUMNS} data={data ? rows : undefined} loading={isFetching} getRowId={(s) => String(s.id)} />
      {formOpen && <RateForm open onClose={() => setFormOpen(false)} cityId={cityId} date={wireDate} current={rows} />}
    </>
  );
}
