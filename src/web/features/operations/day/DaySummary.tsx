import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import styled from 'styled-components';
import type { BalanceRow, CurrencyRef, RateRow, RegisterLimit } from '../../../../shared/contract';
import { CRYPTO_DECIMALS, FIAT_DECIMALS, formatAmount } from '../../../../shared/money';
import { useDayBalanceQuery, useDayCryptoAvgFeeQuery, useDayCryptoBalanceQuery } from '../../../api/balancesApi';
import { Table } from '../../../ui/Table';
import { useDayRatesQuery } from '../operationsApi';
import { useRegisterLimitsQuery } from '../../../api/referenceApi';
import { LimitBadge } from '../limits/LimitBadge';

const Section = styled.section`
  display: grid;
  /* minmax(0, …): a wide table scrolls inside its box instead of widening the column. */
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  min-width: 0;
  h2 { margin: 0 0 8px; font-size: 16px; }
  td { font-variant-numeric: tabular-nums; }
`;

type Balance = Omit<BalanceRow, 'currency'> & { currency: CurrencyRef };
const balance = createColumnHelper<Balance>();
/** `limits`: today's limits by currency id — the closing figure of a currency outside them carries a badge. */
const balanceColumns = (decimals: number, limits?: Map<number, RegisterLimit>) => [
  // On a phone's card the currency and the closing figure come first.
  balance.accessor((r) => r.currency.code, { id: 'currency', header: 'Валюта', meta: { priority: 'key' } }),
  balance.accessor('opening', { header: 'Начало дня', cell: (i) => formatAmount(i.getValue(), decimals) }),
  balance.accessor('income', { header: 'Приход', cell: (i) => formatAmount(i.getValue(), decimals) }),
  balance.accessor('outcome', { header: 'Расход', cell: (i) => formatAmount(i.getValue(), decimals) }),
  balance.accessor('closing', {
    header: 'Конец дня',
    meta: { priority: 'key' },
    cell: (i) => (
      <>
        <strong>{formatAmount(i.getValue(), decimals)}</strong>
        <LimitBadge limit={limits?.get(i.row.original.currency.id)} />
      </>
    ),
  }),
];

const rate = createColumnHelper<RateRow>();
const rateColumns = [
  rate.accessor((r) => r.currency.code, { id: 'currency', header: 'Валюта' }),
  rate.accessor('bought_amount', { header: 'Куплено', cell: (i) => formatAmount(i.getValue()) }),
  rate.accessor('buy_avg_rate', { header: 'Средний курс покупки', cell: (i) => i.getValue() ?? '—' }),
];

type Fee = { crypto_currency: CurrencyRef; currency: CurrencyRef; count: number; avg_fee: string };
const fee = createColumnHelper<Fee>();
const feeColumns = [
  fee.accessor((r) => r.crypto_currency.code, { id: 'crypto', header: 'Криптовалюта' }),
  fee.accessor('count', { header: 'Операций' }),
  fee.accessor('avg_fee', { header: 'Средняя комиссия', cell: (i) => `${formatAmount(i.getValue())} ${i.row.original.currency.code}` }),
];

/**
 * The day at a glance: the register's balance per currency (opening, in, out, closing; today, a
 * currency outside the register's limits is marked, docs/VAULT.md), the
 * day's average buy rates and, for users who see crypto, today's crypto balances and fee
 * (day_crypto_balance and day_crypto_avg_fee answer up to today only).
 */
export function DaySummary({ registerId, date, isToday, seesCrypto }: { registerId: number; date: string; isToday: boolean; seesCrypto: boolean }) {
  const day = useDayBalanceQuery({ cashRegister: registerId, date });
  const rates = useDayRatesQuery({ cashRegister: registerId, date });
  const cryptoOn = seesCrypto && isToday;
  const crypto = useDayCryptoBalanceQuery({ cashRegister: registerId, fromDate: date }, { skip: !cryptoOn });
  const fees = useDayCryptoAvgFeeQuery({ cashRegister: registerId }, { skip: !cryptoOn });
  // The limits judge the balance as it is now: only today's closing figures carry their badges.
  const limits = useRegisterLimitsQuery(registerId, { skip: !isToday });
  const byCurrency = useMemo(() => (isToday ? new Map(limits.data?.limits.map((l) => [l.currency.id, l])) : undefined), [isToday, limits.data]);
  const fiatColumns = useMemo(() => balanceColumns(FIAT_DECIMALS, byCurrency), [byCurrency]);
  const cryptoColumns = useMemo(() => balanceColumns(CRYPTO_DECIMALS, byCurrency), [byCurrency]);
  const boughtRates = rates.data?.rows.filter((r) => r.buy_avg_rate !== null);
  const cryptoRows = crypto.data?.balances.map(({ crypto_currency, ...rest }) => ({ ...rest, currency: crypto_currency }));
  return (
    <Section aria-label="День кассы">
      <div>
        <h2>Баланс за день</h2>
        <Table label="Баланс за день" elementTiming="day-balance" columns={fiatColumns} data={day.data?.balances} loading={day.isFetching && !day.data} getRowId={(r) => String(r.currency.id)} />
      </div>
      <div>
        <h2>Средний курс покупки</h2>
        <Table label="Средний курс покупки" columns={rateColumns} data={boughtRates} loading={rates.isFetching && !rates.data} getRowId={(r) => String(r.currency.id)} />
      </div>
      {cryptoOn && (
        <>
          <div>
            <h2>Крипто-баланс</h2>
            <Table label="Крипто-баланс" columns={cryptoColumns} data={cryptoRows} loading={crypto.isFetching && !crypto.data} getRowId={(r) => String(r.currency.id)} />
          </div>
          <div>
            <h2>Средняя комиссия за день</h2>
            <Table label="Средняя комиссия" columns={feeColumns} data={fees.data?.rows} loading={fees.isFetching && !fees.data} getRowId={(r) => `${r.crypto_currency.id}-${r.currency.id}`} />
          </div>
        </>
      )}
    </Section>
  );
}
