import {
  AverageRateReportSchema,
  CashDifferencesReportSchema,
  CityDataSchema,
  CryptoAvgFeeReportSchema,
  CryptoBalanceSchema,
  CryptoDayBalanceSchema,
  DayBalanceSchema,
  EarningReportSchema,
  OverallDayAmountSchema,
  RateReportSchema,
  ReplenishmentReportSchema,
  type TSchema,
} from '../../../shared/contract/schema';
import {
  CryptoBalanceQuery,
  CryptoDayBalanceQuery,
  DayBalanceQuery,
  OverallDayAmountQuery,
  RegisterTodayQuery,
  ReplenishmentReportQuery,
} from '../../../shared/contract/request/balances';
import { dateField, idSchema, query, responses } from '../../http/schemas';

const EARNING = 'право isAllowToCheckEarningReport';
const CRYPTO = 'право isCryptoTransactionPageActive';

const schema = (summary: string, tags: string[], querystring: unknown, ok: TSchema, codes = [400, 404]) =>
  ({ summary, tags, querystring, response: responses({ 200: ok }, codes) }) as const;

export const dayBalanceSchema = schema(
  'Баланс кассы за день по валютам: начало, приход, расход, конец',
  ['reports'],
  DayBalanceQuery,
  DayBalanceSchema,
);

export const cityDataSchema = schema(
  'Балансы касс города за день и итог города',
  ['reports'],
  query({ city: idSchema, date: dateField }, ['city']),
  CityDataSchema,
);

export const overallDaySchema = schema(
  'Итоги дня по городам пользователя и по сети',
  ['reports'],
  OverallDayAmountQuery,
  OverallDayAmountSchema,
);

const earning = EarningReportSchema;
const period = { from_date: dateField, to_date: dateField };

export const earningSchema = schema(`Доход кассы за период (${EARNING})`, ['reports'],
  query({ cash_register: idSchema, ...period }, ['cash_register']), earning, [400, 403, 404]);
export const cityEarningSchema = schema(`Доход города за период (${EARNING})`, ['reports'],
  query({ city: idSchema, ...period }, ['city']), earning, [400, 403, 404]);
export const fullEarningSchema = schema(`Доход всех городов пользователя за период (${EARNING})`, ['reports'],
  query(period), earning, [400, 403]);

const rates = AverageRateReportSchema;

export const dayAvgRateSchema = schema('Средние курсы кассы за сегодня и средняя себестоимость', ['reports'],
  RegisterTodayQuery, rates);
export const averageRateSchema = schema('Средние курсы за день по кассе, городу или всем', ['reports'],
  query({ cash_register: idSchema, city: idSchema, created_at: dateField }), rates);

export const rateReportSchema = schema('Курсы сделок кассы за день и курсы дня', ['reports'],
  query({ cash_register: idSchema, created_at: dateField }, ['cash_register']), RateReportSchema);

export const replenishmentSchema = schema('Пополнения и выдачи кредиторов / дебиторов за день', ['reports'],
  ReplenishmentReportQuery,
  ReplenishmentReportSchema);

export const cryptoAvgFeeSchema = schema(`Средняя комиссия крипто-операций кассы за сегодня (${CRYPTO})`, ['reports', 'crypto'],
  RegisterTodayQuery,
  CryptoAvgFeeReportSchema, [400, 403, 404]);

export const cryptoDayBalanceSchema = schema(`Крипто-баланс кассы с from_date по сегодня (${CRYPTO})`, ['reports', 'crypto'],
  CryptoDayBalanceQuery,
  CryptoDayBalanceSchema, [400, 403, 404]);

export const cryptoBalanceSchema = schema(`Крипто-балансы касс пользователя сейчас (${CRYPTO})`, ['reports', 'crypto'],
  CryptoBalanceQuery,
  CryptoBalanceSchema,
  [403]);

export const cashDifferencesSchema = schema(
  'Расхождения кассы (излишки и недостачи смен) за период: по кассам, по кассирам и итог; без города — все города пользователя',
  ['reports', 'shifts'],
  query({ city: idSchema, from_date: dateField, to_date: dateField }),
  CashDifferencesReportSchema,
);
