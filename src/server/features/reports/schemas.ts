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
  AverageRateReportQuery,
  CashDifferencesQuery,
  CityDataQuery,
  CityEarningReportQuery,
  CryptoAvgFeeQuery,
  CryptoBalanceQuery,
  CryptoDayBalanceQuery,
  DayAvgRateQuery,
  DayBalanceQuery,
  EarningReportQuery,
  FullEarningReportQuery,
  OverallDayAmountQuery,
  RateReportQuery,
  ReplenishmentReportQuery,
} from '../../../shared/contract/request';
import { responses } from '../../http/schemas';

const EARNING = 'право isAllowToCheckEarningReport';
const CRYPTO = 'право isCryptoTransactionPageActive';

/** A report's route: its query (declared in the contract) and its answer. */
const schema = <Q extends TSchema>(summary: string, tags: string[], querystring: Q, ok: TSchema, codes = [400, 404]) =>
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
  CityDataQuery,
  CityDataSchema,
);

export const overallDaySchema = schema(
  'Итоги дня по городам пользователя и по сети',
  ['reports'],
  OverallDayAmountQuery,
  OverallDayAmountSchema,
);

const earning = EarningReportSchema;

export const earningSchema = schema(`Доход кассы за период (${EARNING})`, ['reports'],
  EarningReportQuery, earning, [400, 403, 404]);
export const cityEarningSchema = schema(`Доход города за период (${EARNING})`, ['reports'],
  CityEarningReportQuery, earning, [400, 403, 404]);
export const fullEarningSchema = schema(`Доход всех городов пользователя за период (${EARNING})`, ['reports'],
  FullEarningReportQuery, earning, [400, 403]);

const rates = AverageRateReportSchema;

export const dayAvgRateSchema = schema('Средние курсы кассы за сегодня и средняя себестоимость', ['reports'],
  DayAvgRateQuery, rates);
export const averageRateSchema = schema('Средние курсы за день по кассе, городу или всем', ['reports'],
  AverageRateReportQuery, rates);

export const rateReportSchema = schema('Курсы сделок кассы за день и курсы дня', ['reports'],
  RateReportQuery, RateReportSchema);

export const replenishmentSchema = schema('Пополнения и выдачи кредиторов / дебиторов за день', ['reports'],
  ReplenishmentReportQuery,
  ReplenishmentReportSchema);

export const cryptoAvgFeeSchema = schema(`Средняя комиссия крипто-операций кассы за сегодня (${CRYPTO})`, ['reports', 'crypto'],
  CryptoAvgFeeQuery,
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
  CashDifferencesQuery,
  CashDifferencesReportSchema,
);
