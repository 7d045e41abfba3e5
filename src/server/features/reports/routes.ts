import type { FastifyInstance } from 'fastify';
import { actorOf, checkDates } from '../../http/routeKit';
import { cryptoBalance, dayCryptoAvgFee, dayCryptoBalance } from './cryptoReports';
import { cityData, dayBalance, overallDayAmount } from './dayBalances';
import { earningReport } from './earnings';
import { cashDifferences } from './cashDifferences';
import { averageRateReport, dayAvgRate, rateReport } from './rates';
import { replenishmentReport } from './replenishmentReport';
import * as S from './schemas';

type Q = { cash_register?: number; city?: number; date?: string; from_date?: string; to_date?: string; created_at?: string };

/** Balances and reports: every handler is schema → service (scope and permissions inside). */
export default async function reportRoutes(app: FastifyInstance) {
  const get = (url: string, schema: object, run: (query: Q, request: Parameters<typeof actorOf>[0]) => Promise<unknown>) =>
    app.get<{ Querystring: Q }>(url, { schema }, async (request) => run(checkDates(request.query), request));
  const db = app.db;

  get('/day_balance/', S.dayBalanceSchema, (q, r) => dayBalance(db, actorOf(r), { cash_register: q.cash_register!, date: q.date }));
  get('/city_data/', S.cityDataSchema, (q, r) => cityData(db, actorOf(r), { city: q.city!, date: q.date }));
  get('/overall_day_amount/', S.overallDaySchema, (q, r) => overallDayAmount(db, actorOf(r), q));
  get('/earning_report/', S.earningSchema, (q, r) => earningReport(db, actorOf(r), q));
  get('/city_earning_report/', S.cityEarningSchema, (q, r) => earningReport(db, actorOf(r), q));
  get('/full_earning_report/', S.fullEarningSchema, (q, r) => earningReport(db, actorOf(r), q));
  get('/day_avg_rate/', S.dayAvgRateSchema, (q, r) => dayAvgRate(db, actorOf(r), { cash_register: q.cash_register! }));
  get('/average_rate_report/', S.averageRateSchema, (q, r) => averageRateReport(db, actorOf(r), q));
  get('/rate_report/', S.rateReportSchema, (q, r) => rateReport(db, actorOf(r), { cash_register: q.cash_register!, created_at: q.created_at }));
  get('/day_replenishment_handed_over_report/', S.replenishmentSchema, (q, r) => replenishmentReport(db, actorOf(r), q));
  get('/day_crypto_avg_fee/', S.cryptoAvgFeeSchema, (q, r) => dayCryptoAvgFee(db, actorOf(r), { cash_register: q.cash_register! }));
  get('/day_crypto_balance/', S.cryptoDayBalanceSchema, (q, r) =>
    dayCryptoBalance(db, actorOf(r), { cash_register: q.cash_register!, from_date: q.from_date }),
  );
  get('/cash_differences/', S.cashDifferencesSchema, (q, r) => cashDifferences(db, actorOf(r), q));
  get('/crypto_balance/', S.cryptoBalanceSchema, (_q, r) => cryptoBalance(db, actorOf(r)));
}
