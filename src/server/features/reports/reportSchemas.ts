import { responses } from '../../http/schemas';
import { answer, arrayOf, dateField, idSchema, query, types as T } from '../ledger/schemas';

const balanceRow = answer({ currency: T.currency, opening: T.S, income: T.S, outcome: T.S, closing: T.S });
const balances = arrayOf(balanceRow);
const EARNING = 'право isAllowToCheckEarningReport';
const CRYPTO = 'право isCryptoTransactionPageActive';

const schema = (summary: string, tags: string[], querystring: unknown, ok: unknown, codes = [400, 404]) =>
  ({ summary, tags, querystring, response: responses({ 200: ok }, codes) }) as const;

export const dayBalanceSchema = schema(
  'Баланс кассы за день по валютам: начало, приход, расход, конец',
  ['reports'],
  query({ cash_register: idSchema, date: dateField }, ['cash_register']),
  answer({ cash_register: T.ref, date: T.S, balances }),
);

export const cityDataSchema = schema(
  'Балансы касс города за день и итог города',
  ['reports'],
  query({ city: idSchema, date: dateField }, ['city']),
  answer({ city: T.ref, date: T.S, cash_registers: arrayOf(answer({ cash_register: T.ref, balances })), totals: balances }),
);

export const overallDaySchema = schema(
  'Итоги дня по городам пользователя и по сети',
  ['reports'],
  query({ date: dateField }),
  answer({ date: T.S, cities: arrayOf(answer({ city: T.ref, totals: balances })), totals: balances }),
);

const earning = answer({
  from_date: T.S, to_date: T.S, cash_register: T.nullableRef, city: T.nullableRef, base_currency: T.currency,
  exchange: arrayOf(answer({ currency: T.currency, bought_amount: T.S, sold_amount: T.S, earning: T.S })),
  totals: arrayOf(answer({
    currency: T.currency, exchange_earning: T.S, transfer_fees: T.S, crypto_fees: T.S, income: T.S, expenses: T.S, total: T.S,
  })),
});
const period = { from_date: dateField, to_date: dateField };

export const earningSchema = schema(`Доход кассы за период (${EARNING})`, ['reports'],
  query({ cash_register: idSchema, ...period }, ['cash_register']), earning, [400, 403, 404]);
export const cityEarningSchema = schema(`Доход города за период (${EARNING})`, ['reports'],
  query({ city: idSchema, ...period }, ['city']), earning, [400, 403, 404]);
export const fullEarningSchema = schema(`Доход всех городов пользователя за период (${EARNING})`, ['reports'],
  query(period), earning, [400, 403]);

const rateRow = answer({
  cash_register: T.ref, currency: T.currency, bought_amount: T.S, buy_avg_rate: T.NS, sold_amount: T.S, sell_avg_rate: T.NS,
  average_cost: T.NS, balance: T.S,
});
const rates = answer({ date: T.S, rows: arrayOf(rateRow) });

export const dayAvgRateSchema = schema('Средние курсы кассы за сегодня и средняя себестоимость', ['reports'],
  query({ cash_register: idSchema }, ['cash_register']), rates);
export const averageRateSchema = schema('Средние курсы за день по кассе, городу или всем', ['reports'],
  query({ cash_register: idSchema, city: idSchema, created_at: dateField }), rates);

const stats = answer({ count: T.I, amount: T.S, min_rate: T.NS, max_rate: T.NS, avg_rate: T.NS });
export const rateReportSchema = schema('Курсы сделок кассы за день и курсы дня', ['reports'],
  query({ cash_register: idSchema, created_at: dateField }, ['cash_register']),
  answer({
    cash_register: T.ref, date: T.S,
    rows: arrayOf(answer({
      currency: T.currency, buy: stats, sell: stats,
      value_setting: { type: ['object', 'null'], properties: { buy_rate: T.S, sell_rate: T.S } },
    })),
  }));

export const replenishmentSchema = schema('Пополнения и выдачи кредиторов / дебиторов за день', ['reports'],
  query({ cash_register: idSchema, city: idSchema, created_at: dateField }),
  answer({
    date: T.S,
    totals: arrayOf(answer({ currency: T.currency, replenishment: T.S, handed_over: T.S })),
    persons: arrayOf(answer({ operation_person: T.ref, currency: T.currency, replenishment: T.S, handed_over: T.S })),
  }));

export const cryptoAvgFeeSchema = schema(`Средняя комиссия крипто-операций кассы за сегодня (${CRYPTO})`, ['reports', 'crypto'],
  query({ cash_register: idSchema }, ['cash_register']),
  answer({
    cash_register: T.ref, date: T.S,
    rows: arrayOf(answer({ crypto_currency: T.currency, currency: T.currency, count: T.I, total_fee: T.S, avg_fee: T.S })),
  }), [400, 403, 404]);

export const cryptoDayBalanceSchema = schema(`Крипто-баланс кассы с from_date по сегодня (${CRYPTO})`, ['reports', 'crypto'],
  query({ cash_register: idSchema, from_date: dateField }, ['cash_register']),
  answer({
    cash_register: T.ref, from_date: T.S, to_date: T.S,
    balances: arrayOf(answer({ crypto_currency: T.currency, opening: T.S, income: T.S, outcome: T.S, closing: T.S })),
  }), [400, 403, 404]);

const cryptoAmounts = arrayOf(answer({ crypto_currency: T.currency, amount: T.S }));
export const cryptoBalanceSchema = schema(`Крипто-балансы касс пользователя сейчас (${CRYPTO})`, ['reports', 'crypto'],
  query({}),
  answer({ cash_registers: arrayOf(answer({ cash_register: T.ref, balances: cryptoAmounts })), totals: cryptoAmounts }),
  [403]);
