import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../paths';
import { LayoutSwitch } from './LayoutSwitch';
import { lazyNamed } from './lazyNamed';
import { NotFoundPage } from './NotFoundPage';

// Every screen is its own chunk; /login loads only the login form's.
const LoginForm = lazyNamed(() => import(/* webpackChunkName: "login" */ '../features/auth/LoginForm').then((m) => m.LoginForm));
const CityList = lazyNamed(() => import('../features/cities/CityList').then((m) => m.CityList));
const CitiesReport = lazyNamed(() => import('../features/reports/CitiesReport').then((m) => m.CitiesReport));
const CityReport = lazyNamed(() => import('../features/reports/CityReport').then((m) => m.CityReport));
const PrintReports = lazyNamed(() => import('../features/print/PrintReports').then((m) => m.PrintReports));
const CashRegisterList = lazyNamed(() => import('../features/cashRegisters/CashRegisterList').then((m) => m.CashRegisterList));
const OperationPersonList = lazyNamed(() =>
  import('../features/operationPersons/OperationPersonList').then((m) => m.OperationPersonList),
);
const TransferUnfinishedList = lazyNamed(() =>
  import('../features/transfers/TransferUnfinishedList').then((m) => m.TransferUnfinishedList),
);
const TransferList = lazyNamed(() => import('../features/transfers/TransferList').then((m) => m.TransferList));
const TransferSearch = lazyNamed(() => import('../features/transfers/TransferSearch').then((m) => m.TransferSearch));
const OperationList = lazyNamed(() => import('../features/operations/OperationList').then((m) => m.OperationList));
const IncomeExpenseList = lazyNamed(() => import('../features/incomeExpense/IncomeExpenseList').then((m) => m.IncomeExpenseList));

/** The routes of spec section 2. Layouts are not nested here: LayoutSwitch picks them by path. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <LayoutSwitch />,
    children: [
      { index: true, element: <Navigate to={paths.cities} replace /> },
      { path: 'login', element: <LoginForm /> },
      { path: 'cities', element: <CityList /> },
      { path: 'cities/reports', element: <CitiesReport /> },
      { path: 'cities/print', element: <PrintReports /> },
      { path: 'cities/:cityId', element: <CashRegisterList /> },
      { path: 'cities/:cityId/operation-persons', element: <OperationPersonList scope="city" /> },
      { path: 'cities/:cityId/transfers', element: <TransferUnfinishedList /> },
      { path: 'cities/:cityId/reports', element: <CityReport /> },
      { path: 'cash-registers/:cashRegisterId', element: <OperationList /> },
      { path: 'cash-registers/:cashRegisterId/transfers', element: <TransferList /> },
      { path: 'cash-registers/:cashRegisterId/operation-persons', element: <OperationPersonList scope="cashRegister" /> },
      { path: 'cash-registers/:cashRegisterId/income-expense', element: <IncomeExpenseList /> },
      { path: 'cash-registers/:cashRegisterId/search', element: <TransferSearch /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
