import { useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { SettlementPosition } from '../../../shared/contract';
import { canPrint } from '../../../shared/contract';
import { groupThousands } from '../../../shared/money';
import { useGetMeQuery } from '../../api/meApi';
import { Button } from '../../ui/Button';
import { PageTitle, Toolbar } from '../../ui/Page';
import { ReportFileButtons } from '../../ui/ReportFileButtons';
import { SelectFilter } from '../../ui/list';
import { ReportPeriod } from '../../ui/ReportPeriod';
import { Table } from '../../ui/Table';
import { ClosePeriodDialog } from './ClosePeriodDialog';
import { PositionMatrix } from './PositionMatrix';
import { SettlementDialog } from './SettlementDialog';
import { useSettlementPositionsQuery } from './settlementsApi';
import { useSettlementFilters } from './useSettlementFilters';

const day = (wire: string) => wire.split('-').reverse().join('/');
const owes = (l: SettlementPosition) => !l.position.startsWith('-') && !/^0(\.0+)?$/.test(l.position);
const c = createColumnHelper<SettlementPosition>();

/**
 * «Взаиморасчёты» (docs/SETTLEMENTS.md): who owes whom between cities for a period — the
 * matrix per currency, then every pair's sent, paid, net, settled and position, with
 * «Рассчитаться» where the row's city owes. Admins see the network (or one city) and close
 * periods; a supervisor sees their cities' lines, or one city's (the API answers no others).
 */
export function Settlements() {
  const { data: me } = useGetMeQuery();
  const { fromDate, toDate, city, period, setPeriod, pickPeriod, setCity, cityOptions } = useSettlementFilters();
  const { data, isFetching } = useSettlementPositionsQuery({ fromDate, toDate, city });
  const [paying, setPaying] = useState<SettlementPosition | null>(null);
  const columns = useMemo(
    () => [
      c.accessor((l) => l.from_city.name, { id: 'from', header: 'Город', meta: { priority: 'key' } }),
      c.accessor((l) => l.to_city.name, { id: 'to', header: 'Кому' }),
      c.accessor((l) => l.currency.code, { id: 'currency', header: 'Валюта' }),
      c.accessor('sent', { header: 'Отправлено', cell: (i) => groupThousands(i.getValue()) }),
      c.accessor('paid', { header: 'Выплачено', cell: (i) => groupThousands(i.getValue()) }),
      c.accessor('net', { header: 'Сальдо', cell: (i) => groupThousands(i.getValue()) }),
      c.accessor('settled', { header: 'Расчёты', cell: (i) => groupThousands(i.getValue()) }),
      c.accessor('position', { header: 'Позиция', cell: (i) => <strong>{groupThousands(i.getValue())}</strong> }),
      c.display({
        id: 'actions',
        header: '',
        cell: ({ row: { original: l } }) =>
          owes(l) ? (
            <Button $variant="secondary" aria-label={`Рассчитаться: ${l.from_city.name} → ${l.to_city.name}, ${l.currency.code}`} onClick={() => setPaying(l)}>
              Рассчитаться
            </Button>
          ) : null,
      }),
    ],
    [],
  );
  return (
    <>
      <PageTitle>Взаиморасчёты</PageTitle>
      <ReportPeriod from={period.from} to={period.to} onChange={setPeriod} labels={['Период с', 'Период по']} />
      <Toolbar>
        <SelectFilter label="Город" value={city ? String(city) : ''} options={cityOptions} onChange={setCity} all={me?.isAdmin ? 'Вся сеть' : 'Все мои города'} />
        {data?.periods.length ? <span>Закрытые периоды:</span> : null}
        {data?.periods.map((p) => (
          <Button key={p.id} $variant="ghost" onClick={() => pickPeriod(p.from_date, p.to_date)}>
            {day(p.from_date)} — {day(p.to_date)}
          </Button>
        ))}
        {me?.isAdmin && <ClosePeriodDialog closedThrough={data?.closed_through ?? null} />}
        {me && canPrint(me) && <ReportFileButtons path="print_settlements/" params={{ from_date: fromDate, to_date: toDate, city }} />}
      </Toolbar>
      <p role="status">
        {data?.closed
          ? 'Период закрыт: цифры на момент закрытия, они больше не меняются.'
          : data?.closed_through
            ? `Закрыто по ${day(data.closed_through)}: поправки идут в открытый период.`
            : ''}
      </p>
      <p>Позиция больше нуля: город в строке должен городу в столбце — с начала учёта по конец периода, с учётом расчётов.</p>
      {data && <PositionMatrix data={data} />}
      <h2>По парам городов</h2>
      <Table
        label="Взаиморасчёты по парам городов"
        columns={columns}
        data={data?.lines}
        loading={isFetching}
        getRowId={(l) => `${l.from_city.id}-${l.to_city.id}-${l.currency.id}`}
      />
      <SettlementDialog line={paying} onClose={() => setPaying(null)} />
    </>
  );
}
