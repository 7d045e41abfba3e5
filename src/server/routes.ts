import type { FastifyPluginAsync } from 'fastify';
import adminCityRoutes from './features/adminCities/routes';
import adminCurrencyRoutes from './features/adminCurrencies/routes';
import adminSettingsRoutes from './features/adminSettings/routes';
import adminUserRoutes from './features/adminUsers/routes';
import auditRoutes from './features/audit/routes';
import authRoutes from './features/auth/routes';
import cashRegisterRoutes from './features/cashRegisters/routes';
import cityRoutes from './features/cities/routes';
import siteRoutes from './features/site/routes';
import userRoutes from './features/users/routes';
import currencyRoutes from './features/currencies/routes';
import exchangeRoutes from './features/exchange/routes';
import cryptoRoutes from './features/crypto/routes';
import operationPersonRoutes from './features/operationPersons/routes';
import incomeExpenseRoutes from './features/incomeExpense/routes';
import transferRoutes from './features/transfers/routes';
import reportRoutes from './features/reports/routes';
import printRoutes from './features/print/routes';
import receiptRoutes from './features/receipts/routes';
import journalRoutes from './features/journal/routes';
import eventRoutes from './features/events/routes';
import limitRoutes from './features/limits/routes';
import correctionRoutes from './features/corrections/routes';
import shiftRoutes from './features/shifts/routes';
import shopFrontRoutes from './features/shopFront/routes';
import officialRatesRoutes from './features/officialRates/routes';
import clientRoutes from './features/clients/routes';
import complianceRoutes from './features/compliance/routes';
import offlineReviewRoutes from './features/offlineReview/routes';
import cashOrderRoutes from './features/cashOrders/routes';
import settlementRoutes from './features/settlements/routes';
import stockLevelRoutes from './features/stockLevels/routes';
import suggestionRoutes from './features/cashOrders/suggestionRoutes';

/**
 * Every feature's routes, mounted under /api with the token check (app.ts). A new feature
 * adds one import and one line here.
 */
export const featureRoutes: FastifyPluginAsync[] = [
  authRoutes,
  siteRoutes,
  userRoutes,
  cityRoutes,
  cashRegisterRoutes,
  currencyRoutes,
  limitRoutes,
  exchangeRoutes,
  cryptoRoutes,
  operationPersonRoutes,
  incomeExpenseRoutes,
  transferRoutes,
  reportRoutes,
  printRoutes,
  receiptRoutes,
  journalRoutes,
  eventRoutes,
  auditRoutes,
  adminUserRoutes,
  adminCityRoutes,
  adminCurrencyRoutes,
  adminSettingsRoutes,
  correctionRoutes,
  shiftRoutes,
  shopFrontRoutes,
  officialRatesRoutes,
  clientRoutes,
  complianceRoutes,
  offlineReviewRoutes,
  cashOrderRoutes,
  settlementRoutes,
  stockLevelRoutes,
  suggestionRoutes,
];
