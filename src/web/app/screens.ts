import { adminAuditScreen } from '../features/admin/audit/routes';
import { adminCitiesScreen, adminRegistersScreen } from '../features/admin/cities/routes';
import { adminCurrenciesScreen } from '../features/admin/currencies/routes';
import { adminSettingsScreen } from '../features/admin/settings/routes';
import { adminUsersScreen } from '../features/admin/users/routes';
import { cashRegisterListScreen } from '../features/cashRegisters/routes';
import { cityCashOrderScreen, cityCashOrdersScreen } from '../features/cashOrders/routes';
import { cashRegisterClientCardScreen, cashRegisterClientsScreen, cityClientCardScreen, cityClientsScreen } from '../features/clients/routes';
import { cityListScreen } from '../features/cities/routes';
import { complianceScreen } from '../features/compliance/routes';
import { correctionQueueScreen, registerCorrectionsScreen } from '../features/corrections/routes';
import { incomeExpenseScreen } from '../features/incomeExpense/routes';
import {
  cashRegisterOperationPersonDetailScreen,
  cashRegisterOperationPersonsScreen,
  cityOperationPersonDetailScreen,
  cityOperationPersonsScreen,
} from '../features/operationPersons/routes';
import { offlineReviewScreen } from '../features/offlineReview/routes';
import { cityStockScreen, networkStockScreen } from '../features/stockLevels/routes';
import { operationsScreen } from '../features/operations/routes';
import { printReportsScreen } from '../features/print/routes';
import { rateBoardScreen } from '../features/rateBoard/routes';
import { citiesReportScreen, cityReportScreen } from '../features/reports/routes';
import { settlementsScreen } from '../features/settlements/routes';
import { cashRegisterTransfersScreen, cityUnfinishedTransfersScreen, transferSearchScreen } from '../features/transfers/routes';
import type { ScreenRoute } from '../lib/screenRoute';

/**
 * Every screen of docs/PRODUCT.md §2 and of the admin section, one line each. The router, the section menus (in this
 * order) and the breadcrumbs are built from this table; a new screen is a feature folder
 * exporting a `screen(...)` plus one line here.
 */
export const SCREENS: readonly ScreenRoute[] = [
  cityListScreen,
  citiesReportScreen,
  settlementsScreen,
  printReportsScreen,
  correctionQueueScreen,
  complianceScreen,
  networkStockScreen,

  cashRegisterListScreen,
  cityOperationPersonsScreen,
  cityOperationPersonDetailScreen,
  cityUnfinishedTransfersScreen,
  cityReportScreen,
  rateBoardScreen,
  cityClientsScreen,
  cityClientCardScreen,
  offlineReviewScreen,
  cityCashOrdersScreen,
  cityCashOrderScreen,
  cityStockScreen,

  operationsScreen,
  cashRegisterTransfersScreen,
  cashRegisterOperationPersonsScreen,
  cashRegisterOperationPersonDetailScreen,
  incomeExpenseScreen,
  transferSearchScreen,
  registerCorrectionsScreen,
  cashRegisterClientsScreen,
  cashRegisterClientCardScreen,

  adminUsersScreen,
  adminCitiesScreen,
  adminRegistersScreen,
  adminCurrenciesScreen,
  adminSettingsScreen,
  adminAuditScreen,
];
