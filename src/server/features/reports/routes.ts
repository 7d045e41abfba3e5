import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { actorOf, checkDates } from '../../http/routeKit';
import { cryptoBalance, dayCryptoAvgFee, dayCryptoBalance } from './cryptoReports';
import { cityData, dayBalance, overallDayAmount } from './dayBalances';
import { earningReport } from './earnings';
import { cashDifferences } from './cashDifferences';
import { averageRateReport, dayAvgRate, rateReport } from './rates';
import { replenishmentReport } from './replenishmentReport';
import * as S from './schemas';

/** Balances and reports: every handler is schema → service (scope and permissions inside). */
export default async function reportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.db;

  app.get('/day_balance/', { schema: S.dayBalanceSchema }, async (r) => dayBalance(db, actorOf(r), checkDates(r.query)));
  app.get('/city_data/', { schema: S.cityDataSchema }, async (r) => cityData(db, actorOf(r), checkDates(r.query)));
  app.get('/overall_day_amount/', { schema: S.overallDaySchema }, async (r) => overallDayAmount(db, actorOf(r), checkDates(r.query)));
  app.get('/earning_report/', { schema: S.earningSchema }, async (r) => earningReport(db, actorOf(r), checkDates(r.query)));
  app.get('/city_earning_report/', { schema: S.cityEarningSchema }, async (r) => earningReport(db, actorOf(r), checkDates(r.query)));
  app.get('/full_earning_report/', { schema: S.fullEarningSchema }, async (r) => earningReport(db, actorOf(r), checkDates(r.query)));
  app.get('/day_avg_rate/', { schema: S.dayAvgRateSchema }, async (r) => dayAvgRate(db, actorOf(r), { cash_register: r.query.cash_register }));
  app.get('/average_rate_report/', { schema: S.averageRateSchema }, async (r) => averageRateReport(db, actorOf(r), checkDates(r.query)));
  app.get('/rate_report/', { schema: S.rateReportSchema }, async (r) => rateReport(db, actorOf(r), checkDates(r.query)));
  app.get('/day_replenishment_handed_over_report/', { schema: S.replenishmentSchema }, async (r) =>
    replenishmentReport(db, actorOf(r), checkDates(r.query)),
  );
  app.get('/day_crypto_avg_fee/', { schema: S.cryptoAvgFeeSchema }, async (r) =>
    dayCryptoAvgFee(db, actorOf(r), { cash_register: r.query.cash_register }),
  );
  app.get('/day_crypto_balance/', { schema: S.cryptoDayBalanceSchema }, async (r) => dayCryptoBalance(db, actorOf(r), checkDates(r.query)));
  app.get('/cash_differences/', { schema: S.cashDifferencesSchema }, async (r) => cashDifferences(db, actorOf(r), checkDates(r.query)));
  app.get('/crypto_balance/', { schema: S.cryptoBalanceSchema }, async (r) => cryptoBalance(db, actorOf(r)));
}
