import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { createColumnHelper } from '@tanstack/react-table';
import type { OfficialRates, ValueSetting } from '../../../shared/contract';
import { toWireDate } from '../../../shared/dates';
import { groupThousands } from '../../../shared/money';
import { spreadPercent } from '../../../shared/officialProposal';
import { useGetMeQuery } from '../../api/meApi';
import { useCurrenciesQuery, useValueSettingsQuery } from '../../api/referenceApi';
import { useFileDelivery } from '../../api/fileDelivery';
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
import { PublishRatesForm } from './PublishRatesForm';
import { useOfficialRatesQuery } from './rateBoardApi';
import { formatWireDay } from './officialText';

const column = createColumnHelper<ValueSetting>();

/** «ЦБ 92.50 · +1.5 % / −0.8 %»: the official rate per unit and our spread from it, buy and sell. */
function officialCell(s: ValueSetting, official: OfficialRates | undefined): string {
  const o = official?.rates.find((r) => r.code === s.currency.code);
  if (!o) return '—';
  return `${groupThousands(o.rate)} · ${spreadPercent(s.buy_rate, o.rate)} % / ${spreadPercent(s.sell_rate, o.rate)} %`;
}

function columnsWith(official: OfficialRates | undefined) {
  return [
    column.accessor((s) => s.cash_register?.name ?? 'Весь город', { id: 'where', header: 'Где' }),
    column.accessor((s) => s.currency.code, { id: 'currency', header: 'Валюта' }),
    column.accessor('buy_rate', { header: 'Покупка', cell: (i) => groupThousands(i.getValue()) }),
    column.accessor('sell_rate', { header: 'Продажа', cell: (i) => groupThousands(i.getValue()) }),
    column.display({ id: 'official', header: 'ЦБ · наш спред', cell: (i) => officialCell(i.row.original, official) }),
    column.accessor((s) => s.user?.name ?? '', { id: 'user', header: 'Установил' }),
  ];
}

/**
 * /cities/{id}/rates/: the day's buy and sell rate per currency for the city, then the
 * registers' own (which replace the city's there), each beside the Bank of Russia's rate
 * with our spread from it. The exchange form prefills from them. Above them, the city's
 * limits around those rates. Supervisors publish every currency at once
 * («Опубликовать курсы», with «Курсы от ЦБ»); «Печать курсов» and «Экран офиса» show the
 * same figures to the street (docs/SHOP-FRONT.md).
 */
export function RateBoard() {
  const cityId = parseId(useParams().cityId);
  const [date, setDate] = useState<Date | null>(() => today());
  const [formOpen, setFormOpen] = useState(false);
  const [publishOpen, setPublishOpen] = useState(false);
  const wireDate = toWireDate(date ?? today());
  const { data: me } = useGetMeQuery();
  const { data, isFetching } = useValueSettingsQuery({ city: cityId ?? 0, date: wireDate }, { skip: cityId === null });
  const { data: official } = useOfficialRatesQuery(wireDate);
  const { data: currencies } = useCurrenciesQuery();
  const sheet = useFileDelivery();
  const rows = useMemo(() => data ?? [], [data]);
  const columns = useMemo(() => columnsWith(official), [official]);
  if (cityId === null) return null;
  const setter = Boolean(me && canSetRates(me));
  return (
    <>
      <PageTitle>Курсы валют</PageTitle>
      <Toolbar>
        <DatePicker label="Дата" value={date} onChange={setDate} />
        {/* The form starts from the currencies and today's rates: opened before they arrive it
            would list none (seen on a loaded machine), so it waits for both. */}
        {setter && (
          <Button onClick={() => setPublishOpen(true)} disabled={currencies === undefined || data === undefined}>
            Опубликовать курсы
          </Button>
        )}
        {setter && (
          <Button $variant="secondary" onClick={() => setFormOpen(true)}>
            Установить курс
          </Button>
        )}
        <Button
          $variant="secondary"
          disabled={sheet.busy}
          onClick={() => void sheet.run({ path: 'print_rate_sheet/', kind: 'print', params: { city: cityId, date: wireDate } })}
        >
          Печать курсов
        </Button>
        <a href={`/board/${cityId}`} target="_blank" rel="noreferrer">
          Экран офиса
        </a>
        <ReportFileButtons path="print_value_setting_detail/" params={{ city: cityId, date: wireDate }} />
      </Toolbar>
      {official && official.rates.length === 0 && <p role="status">ЦБ: нет данных за {formatWireDay(wireDate)}</p>}
      <CityLimitsPanel cityId={cityId} />
      <Table label="Курсы валют" columns={columns} data={data ? rows : undefined} loading={isFetching} getRowId={(s) => String(s.id)} />
      {formOpen && <RateForm open onClose={() => setFormOpen(false)} cityId={cityId} date={wireDate} current={rows} />}
      {publishOpen && currencies && (
        <PublishRatesForm
          cityId={cityId}
          date={wireDate}
          currencies={currencies.filter((c) => !c.is_base)}
          current={rows}
          official={official}
          onClose={() => setPublishOpen(false)}
        />
      )}
    </>
  );
}
