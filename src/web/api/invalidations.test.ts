import { waitFor } from '@testing-library/react';
import { makeStore } from '../app/store';
import { operationsApi } from '../features/operations/operationsApi';
import { incomeExpenseApi } from '../features/incomeExpense/incomeExpenseApi';
import { operationPersonsApi } from '../features/operationPersons/operationPersonsApi';
import { reportsApi } from '../features/reports/reportsApi';
import { transfersApi } from '../features/transfers/transfersApi';
import { fakeApi } from '../testing/fakeApi';
import { balancesApi } from './balancesApi';
import { correctionsApi } from './correctionsApi';
import { shiftsApi } from './shiftsApi';
import { referenceApi } from './referenceApi';
import { meApi } from './meApi';
import { accountApi } from '../features/auth/accountApi';
import { adminCitiesApi } from '../features/admin/cities/adminCitiesApi';
import { complianceApi } from '../features/compliance/complianceApi';
import { clientsApi } from './clientsApi';
import { offlineReviewApi } from '../features/offlineReview/offlineReviewApi';
import { settlementsApi } from '../features/settlements/settlementsApi';

/**
 * "Writes refresh what they change": the screens of two registers (7 and 8, one city), the
 * city's and the network's are open; each kind of write must refetch exactly the queries
 * whose answer it changes. The expected lists are written out by hand from what each screen
 * shows, not derived from the invalidation table they check.
 */
type Store = ReturnType<typeof makeStore>;

const DATE = '2026-11-20';
const OPEN_SCREENS: Record<string, (store: Store) => unknown> = {
  'balance r7': (s) => s.dispatch(balancesApi.endpoints.dayBalance.initiate({ cashRegister: 7, date: DATE })),
  'balance r8': (s) => s.dispatch(balancesApi.endpoints.dayBalance.initiate({ cashRegister: 8, date: DATE })),
  'avg rate r7': (s) => s.dispatch(balancesApi.endpoints.dayAvgRate.initiate({ cashRegister: 7 })),
  'avg rate r8': (s) => s.dispatch(balancesApi.endpoints.dayAvgRate.initiate({ cashRegister: 8 })),
  'crypto fee r7': (s) => s.dispatch(balancesApi.endpoints.dayCryptoAvgFee.initiate({ cashRegister: 7 })),
  'city data': (s) => s.dispatch(balancesApi.endpoints.cityData.initiate({ city: 1, date: DATE })),
  'network day': (s) => s.dispatch(balancesApi.endpoints.overallDayAmount.initiate({ date: DATE })),
  'journal r7': (s) => s.dispatch(operationsApi.endpoints.journal.initiate({ cashRegister: 7, date: DATE, page: 1, size: 100 })),
  'journal r8': (s) => s.dispatch(operationsApi.endpoints.journal.initiate({ cashRegister: 8, date: DATE, page: 1, size: 100 })),
  'day rates r7': (s) => s.dispatch(operationsApi.endpoints.dayRates.initiate({ cashRegister: 7, date: DATE })),
  'exchanges r7': (s) => s.dispatch(operationsApi.endpoints.listTransactions.initiate({ cashRegister: 7, page: 1, size: 20 })),
  'exchanges r8': (s) => s.dispatch(operationsApi.endpoints.listTransactions.initiate({ cashRegister: 8, page: 1, size: 20 })),
  'transfers r7': (s) => s.dispatch(transfersApi.endpoints.listTransfers.initiate({ kind: 'INTERNAL', cashRegister: 7, page: 1, size: 20 })),
  'transfers r8': (s) => s.dispatch(transfersApi.endpoints.listTransfers.initiate({ kind: 'INTERNAL', cashRegister: 8, page: 1, size: 20 })),
  'city transfers': (s) => s.dispatch(transfersApi.endpoints.listCityTransfers.initiate({ kind: 'INTERNAL', city: 1, page: 1, size: 20 })),
  persons: (s) => s.dispatch(operationPersonsApi.endpoints.listOperationPersons.initiate({ city: 1, page: 1, size: 100 })),
  'person 3': (s) => s.dispatch(operationPersonsApi.endpoints.operationPerson.initiate(3)),
  'person 4': (s) => s.dispatch(operationPersonsApi.endpoints.operationPerson.initiate(4)),
  'person 3 history': (s) => s.dispatch(operationPersonsApi.endpoints.listOutTransactions.initiate({ operationPerson: 3, page: 1, size: 20 })),
  'out r7': (s) => s.dispatch(operationPersonsApi.endpoints.listOutTransactions.initiate({ cashRegister: 7, page: 1, size: 20 })),
  'income r7': (s) => s.dispatch(incomeExpenseApi.endpoints.listIncomeExpense.initiate({ cashRegister: 7, page: 1, size: 20 })),
  'earnings r7': (s) => s.dispatch(reportsApi.endpoints.earningReport.initiate({ cashRegister: 7, fromDate: DATE, toDate: DATE })),
  'city earnings': (s) => s.dispatch(reportsApi.endpoints.cityEarningReport.initiate({ city: 1, fromDate: DATE, toDate: DATE })),
  'rate board': (s) => s.dispatch(referenceApi.endpoints.valueSettings.initiate({ city: 1 })),
  'city limits': (s) => s.dispatch(referenceApi.endpoints.cityLimits.initiate(1)),
  'limits r7': (s) => s.dispatch(referenceApi.endpoints.registerLimits.initiate(7)),
  currencies: (s) => s.dispatch(referenceApi.endpoints.currencies.initiate()),
  registers: (s) => s.dispatch(referenceApi.endpoints.allCashRegisters.initiate()),
  me: (s) => s.dispatch(meApi.endpoints.getMe.initiate()),
  'corrections r7': (s) => s.dispatch(correctionsApi.endpoints.listCorrections.initiate({ cashRegister: 7 })),
  'correction queue': (s) => s.dispatch(correctionsApi.endpoints.listCorrections.initiate({ status: 'Pending' })),
  'shift r7': (s) => s.dispatch(shiftsApi.endpoints.currentShift.initiate(7)),
  'count sheet r7': (s) => s.dispatch(shiftsApi.endpoints.countSheet.initiate(7)),
  'city shifts': (s) => s.dispatch(shiftsApi.endpoints.listShifts.initiate({ city: 1 })),
  clients: (s) => s.dispatch(clientsApi.endpoints.listClients.initiate({ page: 1, size: 20 })),
  'client 41': (s) => s.dispatch(clientsApi.endpoints.client.initiate(41)),
  'client 41 operations': (s) => s.dispatch(clientsApi.endpoints.clientOperations.initiate({ id: 41 })),
  'compliance city 1': (s) => s.dispatch(clientsApi.endpoints.cityCompliance.initiate(1)),
  watchlist: (s) => s.dispatch(complianceApi.endpoints.watchlist.initiate()),
  matches: (s) => s.dispatch(complianceApi.endpoints.matches.initiate({ status: 'open', page: 1, size: 20 })),
  'mandatory control': (s) => s.dispatch(complianceApi.endpoints.mandatoryControl.initiate({ status: 'new', page: 1, size: 20 })),
  'structuring signs': (s) => s.dispatch(complianceApi.endpoints.structuring.initiate({ status: 'new', page: 1, size: 20 })),
  'offline review': (s) => s.dispatch(offlineReviewApi.endpoints.offlineReviews.initiate({ city: 1, status: 'pending', page: 1, size: 20 })),
  settlements: (s) => s.dispatch(settlementsApi.endpoints.settlementPositions.initiate({ fromDate: DATE, toDate: DATE })),
};

/** The URL each open screen's query asks, to count its requests. */
const URLS: Record<string, string> = {
  'balance r7': `/api/day_balance/?cash_register=7&date=${DATE}`,
  'balance r8': `/api/day_balance/?cash_register=8&date=${DATE}`,
  'avg rate r7': '/api/day_avg_rate/?cash_register=7',
  'avg rate r8': '/api/day_avg_rate/?cash_register=8',
  'crypto fee r7': '/api/day_crypto_avg_fee/?cash_register=7',
  'city data': `/api/city_data/?city=1&date=${DATE}`,
  'network day': `/api/overall_day_amount/?date=${DATE}`,
  'journal r7': `/api/operation/?cash_register=7&date=${DATE}&page=1&size=100`,
  'journal r8': `/api/operation/?cash_register=8&date=${DATE}&page=1&size=100`,
  'day rates r7': `/api/average_rate_report/?cash_register=7&created_at=${DATE}`,
  'exchanges r7': '/api/transaction/?cash_register=7&page=1&size=20',
  'exchanges r8': '/api/transaction/?cash_register=8&page=1&size=20',
  'transfers r7': '/api/internal_transfer/?cash_register=7&page=1&size=20',
  'transfers r8': '/api/internal_transfer/?cash_register=8&page=1&size=20',
  'city transfers': '/api/city_internal_transfer/?city=1&page=1&size=20',
  persons: '/api/operation_person/?city=1&page=1&ordering=first_name&size=100',
  'person 3': '/api/operation_person/3/',
  'person 4': '/api/operation_person/4/',
  'person 3 history': '/api/out_transaction/?operation_person=3&page=1&size=20',
  'out r7': '/api/out_transaction/?cash_register=7&page=1&size=20',
  'income r7': '/api/income_outcome/?cash_register=7&page=1&size=20',
  'earnings r7': `/api/earning_report/?cash_register=7&from_date=${DATE}&to_date=${DATE}`,
  'city earnings': `/api/city_earning_report/?city=1&from_date=${DATE}&to_date=${DATE}`,
  'rate board': '/api/value_setting/?city=1',
  'city limits': '/api/city_limits/?city=1',
  'limits r7': '/api/cash_register/7/limits/',
  currencies: '/api/currency/?ordering=order',
  registers: '/api/all_cash_registers/',
  me: '/api/me',
  'corrections r7': '/api/correction/?cash_register=7',
  'correction queue': '/api/correction/?status=Pending',
  'shift r7': '/api/shift/current/?cash_register=7',
  'count sheet r7': '/api/shift/count_sheet/?cash_register=7',
  'city shifts': '/api/shift/?city=1',
  clients: '/api/client/?page=1&size=20',
  'client 41': '/api/client/41/',
  'client 41 operations': '/api/client/41/operations/',
  'compliance city 1': '/api/city_compliance/?city=1',
  watchlist: '/api/compliance/watchlist/',
  matches: '/api/compliance/matches/?status=open&page=1&size=20',
  'offline review': '/api/offline_review/?city=1&status=pending&page=1&size=20',
  settlements: `/api/settlements/positions/?from_date=${DATE}&to_date=${DATE}`,
  'mandatory control': '/api/compliance/mandatory_control/?status=new&page=1&size=20',
  'structuring signs': '/api/compliance/structuring/?status=new&page=1&size=20',
};

/** What moves when a register's money moves: its balance and the sums over registers. */
const MONEY_R7 = ['balance r7', 'limits r7', 'journal r7', 'city data', 'network day', 'count sheet r7'];

const WRITES: Array<[string, (s: Store) => { unwrap: () => Promise<unknown> }, string[]]> = [
  [
    'an exchange at register 7',
    (s) => s.dispatch(operationsApi.endpoints.createTransaction.initiate({ cash_register: 7, currency: 2, operation_type: 'BUY', amount: '100', rate: '90' })),
    [...MONEY_R7, 'exchanges r7', 'avg rate r7', 'day rates r7', 'earnings r7', 'city earnings'],
  ],
  [
    'an exchange at register 7 with client 41: the client\'s card too',
    (s) => s.dispatch(operationsApi.endpoints.createTransaction.initiate({ cash_register: 7, currency: 2, operation_type: 'BUY', amount: '100', rate: '90', client: 41 })),
    [...MONEY_R7, 'exchanges r7', 'avg rate r7', 'day rates r7', 'earnings r7', 'city earnings', 'client 41 operations'],
  ],
  [
    'a crypto transaction at register 7',
    (s) => s.dispatch(operationsApi.endpoints.createCryptoTransaction.initiate({ cash_register: 7, crypto_currency: 1, operation_type: 'SELL', amount: '0.1', rate: '5000000' })),
    [...MONEY_R7, 'exchanges r7', 'crypto fee r7', 'earnings r7', 'city earnings'],
  ],
  [
    "a replenishment by person 3 at register 7",
    (s) => s.dispatch(operationsApi.endpoints.createOutTransaction.initiate({ cash_register: 7, operation_person: 3, currency: 1, operation_type: 'REPLENISHMENT', amount: '10' })),
    [...MONEY_R7, 'persons', 'person 3', 'person 3 history', 'out r7', 'earnings r7', 'city earnings'],
  ],
  [
    'an expense of register 7',
    (s) => s.dispatch(incomeExpenseApi.endpoints.createIncomeOutcome.initiate({ cash_register: 7, currency: 1, direction: 'Outcome', amount: '10' })),
    [...MONEY_R7, 'income r7', 'earnings r7', 'city earnings'],
  ],
  [
    'an internal transfer from 7 to 8',
    (s) => s.dispatch(transfersApi.endpoints.createTransfer.initiate({ kind: 'INTERNAL', body: { from_cash_register: 7, to_cash_register: 8, currency: 1, amount: '10' } })),
    [...MONEY_R7, 'transfers r7', 'transfers r8', 'city transfers', 'earnings r7', 'city earnings'],
  ],
  [
    'accepting it at register 8',
    (s) => s.dispatch(transfersApi.endpoints.acceptTransfer.initiate({ kind: 'INTERNAL', id: 5, from: 7, to: 8 })),
    ['balance r8', 'journal r8', 'city data', 'network day', 'transfers r7', 'transfers r8', 'city transfers'],
  ],
  [
    // A count posts its differences: money and reports move, and the register's shift and the city's list.
    'closing the shift of register 7',
    (s) => s.dispatch(shiftsApi.endpoints.closeShift.initiate({ id: 1, cashRegister: 7, body: { counted: [], comment: '' } })),
    [...MONEY_R7, 'earnings r7', 'city earnings', 'shift r7', 'city shifts'],
  ],
  [
    'opening it again',
    (s) => s.dispatch(shiftsApi.endpoints.openShift.initiate({ cash_register: 7, counted: [], comment: '' })),
    [...MONEY_R7, 'earnings r7', 'city earnings', 'shift r7', 'city shifts'],
  ],
  ['approving a shift of register 7: no money moves', (s) => s.dispatch(shiftsApi.endpoints.approveShift.initiate({ id: 1, cashRegister: 7, comment: '' })), ['shift r7', 'count sheet r7', 'city shifts']],
  [
    // No money moves: only the transfer lists (the creator's row shows the new code).
    'a new code for a client transfer from 7 to 8',
    (s) => s.dispatch(transfersApi.endpoints.newTransferCode.initiate({ kind: 'EXTERNAL', id: 6, from: 7, to: 8 })),
    ['transfers r7', 'transfers r8', 'city transfers'],
  ],
  [
    'deactivating person 3',
    (s) => s.dispatch(operationPersonsApi.endpoints.setOperationPersonActive.initiate({ id: 3, is_active: false })),
    ['persons', 'person 3'],
  ],
  ['a new person', (s) => s.dispatch(operationPersonsApi.endpoints.createOperationPerson.initiate({ first_name: 'Олег', city: 1 })), ['persons']],
  [
    // The amount leaves transit for register 7 (and the fee goes back to the client): its money and earnings, both lists.
    'cancelling a transfer from 7 to 8',
    (s) => s.dispatch(transfersApi.endpoints.cancelTransfer.initiate({ kind: 'INTERNAL', id: 5, from: 7, to: 8, reason: 'ошибка' })),
    [...MONEY_R7, 'transfers r7', 'transfers r8', 'city transfers', 'earnings r7', 'city earnings'],
  ],
  [
    "the city's rate for a currency",
    (s) => s.dispatch(referenceApi.endpoints.createValueSetting.initiate({ city: 1, currency: 2, buy_rate: '90', sell_rate: '92' })),
    ['rate board'],
  ],
  [
    "the city's limits",
    (s) => s.dispatch(referenceApi.endpoints.setCityLimits.initiate({ city: 1, body: { rate_tolerance_percent: '3', max_operation_amount: null } })),
    ['city limits'],
  ],
  ["register 7's limits", (s) => s.dispatch(referenceApi.endpoints.setRegisterLimits.initiate({ cashRegister: 7, body: { limits: [] } })), ['limits r7']],
  // The admin page: a register deactivated leaves every register select; a city's new name shows beside its registers.
  ['deactivating register 7 on the admin page', (s) => s.dispatch(adminCitiesApi.endpoints.setAdminRegisterActive.initiate({ id: 7, is_active: false })), ['registers']],
  // The register screen reads the offline limit with the city's limits.
  ["city 1's offline limit on the admin page", (s) => s.dispatch(adminCitiesApi.endpoints.setAdminCityOfflineLimit.initiate({ id: 1, offline_limit: '50000' })), ['city limits']],
  ['renaming city 1 on the admin page', (s) => s.dispatch(adminCitiesApi.endpoints.renameAdminCity.initiate({ id: 1, name: 'Мск' })), ['registers']],
  // The reset flag of /api/me is cleared; no money, no list.
  ['my new password', (s) => s.dispatch(accountApi.endpoints.changePassword.initiate({ current_password: 'a', new_password: 'b' })), ['me']],
  [
    // The record's row shows "ждёт подтверждения" in every list of the register; the queues grow.
    'a correction asked for a replenishment at register 7',
    (s) => s.dispatch(correctionsApi.endpoints.createCorrection.initiate({ cashRegister: 7, operationPerson: 3, body: { record_kind: 'OUT_TRANSACTION', record_id: 1, reason: 'ошибка' } })),
    ['corrections r7', 'correction queue', 'journal r7', 'exchanges r7', 'out r7', 'income r7', 'person 3 history', 'offline review'],
  ],
  [
    'approving it: the reversal moves money, the person and the reports',
    (s) => s.dispatch(correctionsApi.endpoints.decideCorrection.initiate({ cashRegister: 7, operationPerson: 3, id: 1, decision: 'approve', comment: '' })),
    ['corrections r7', 'correction queue', ...MONEY_R7, 'exchanges r7', 'out r7', 'income r7', 'earnings r7', 'city earnings',
      'avg rate r7', 'day rates r7', 'persons', 'person 3', 'person 3 history', 'offline review'],
  ],
  [
    'rejecting it: nothing but the marks and the queues',
    (s) => s.dispatch(correctionsApi.endpoints.decideCorrection.initiate({ cashRegister: 7, id: 1, decision: 'reject', comment: '' })),
    ['corrections r7', 'correction queue', 'journal r7', 'exchanges r7', 'out r7', 'income r7', 'offline review'],
  ],
];

WRITES.push(
  [
    'a new client',
    (s) => s.dispatch(clientsApi.endpoints.createClient.initiate({ last_name: 'И', first_name: 'И', birth_date: '1980-01-01', citizenship: 'RU', document_type: 'Паспорт РФ', document_number: '1' })),
    ['clients', 'matches'],
  ],
  [
    'client 41 edited (rescreened)',
    (s) => s.dispatch(clientsApi.endpoints.updateClient.initiate({ id: 41, body: { last_name: 'И', first_name: 'И', birth_date: '1980-01-01', citizenship: 'RU', document_type: 'Паспорт РФ', document_number: '1' } })),
    ['clients', 'client 41', 'matches'],
  ],
  [
    'city 1’s compliance settings',
    (s) => s.dispatch(clientsApi.endpoints.setCityCompliance.initiate({ city: 1, body: { identification_threshold: null, mandatory_control_threshold: null, identify_transfers: false } })),
    ['compliance city 1'],
  ],
  ['a new list (every client rescreened)', (s) => s.dispatch(complianceApi.endpoints.importWatchlist.initiate(new FormData())), ['clients', 'client 41', 'watchlist', 'matches']],
  ['a previewed list confirmed (every client rescreened)', (s) => s.dispatch(complianceApi.endpoints.confirmWatchlist.initiate({ id: 3 })), ['clients', 'client 41', 'watchlist', 'matches']],
  ['a previewed list cancelled', (s) => s.dispatch(complianceApi.endpoints.cancelWatchlist.initiate({ id: 3 })), ['watchlist']],
  ['a match decided', (s) => s.dispatch(complianceApi.endpoints.decideMatch.initiate({ id: 5, decision: 'clear' })), ['clients', 'client 41', 'matches']],
  ['a mandatory-control row reported', (s) => s.dispatch(complianceApi.endpoints.reportMandatoryControl.initiate({ id: 9, reference: 'Ф-1' })), ['mandatory control']],
  ['a sign of structuring decided', (s) => s.dispatch(complianceApi.endpoints.decideStructuring.initiate({ id: 3, decision: 'checked' })), ['structuring signs']],
  // A flagged offline deal checked: its queue only (a reversal is a correction, above).
  ['an offline deal marked checked', (s) => s.dispatch(offlineReviewApi.endpoints.checkOfflineReview.initiate({ id: 501 })), ['offline review']],
  // A settlement between cities, or a period closed: the positions only (a vault order moves no money until received).
  [
    'a settlement between cities',
    (s) => s.dispatch(settlementsApi.endpoints.createSettlement.initiate({ kind: 'bank', from_city: 1, to_city: 2, currency: 2, amount: '10.00', reference: 'ПП-1', date: DATE })),
    ['settlements'],
  ],
  ['a settlement period closed', (s) => s.dispatch(settlementsApi.endpoints.closeSettlementPeriod.initiate({ to_date: DATE })), ['settlements']],
);

function countsOf(paths: string[]): Record<string, number> {
  return Object.fromEntries(Object.entries(URLS).map(([name, url]) => [name, paths.filter((p) => p === `GET ${url}`).length]));
}

describe('writes refresh what they change, and nothing else', () => {
  it.each(WRITES)('%s', async (_what, write, expected) => {
    const api = fakeApi({});
    // Every GET answers an empty object, every write 201: only the requests matter here.
    api.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      api.requests.push(request);
      return new Response('{}', { status: request.method === 'GET' ? 200 : 201, headers: { 'Content-Type': 'application/json' } });
    });
    const store = makeStore();
    Object.values(OPEN_SCREENS).forEach((open) => open(store));
    await waitFor(() => expect(Object.values(countsOf(api.paths())).every((n) => n === 1)).toBe(true));

    await write(store).unwrap();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await waitFor(() => {
      const refetched = Object.entries(countsOf(api.paths()))
        .filter(([, n]) => n > 1)
        .map(([name]) => name);
      expect(refetched.sort()).toEqual([...expected].sort());
    });
  });

  it('refreshes both registers\' transfer lists after a 409: someone else changed the transfer', async () => {
    const api = fakeApi({ 'PUT /api/internal_transfer/accept/5/': { status: 409, body: { detail: 'Перевод уже принят.' } } });
    const store = makeStore();
    OPEN_SCREENS['transfers r7'](store);
    OPEN_SCREENS['transfers r8'](store);
    await waitFor(() => expect(api.paths().filter((p) => p.startsWith('GET'))).toHaveLength(2));
    await store.dispatch(transfersApi.endpoints.acceptTransfer.initiate({ kind: 'INTERNAL', id: 5, from: 7, to: 8 }));
    await waitFor(() => expect(api.paths().filter((p) => p.startsWith('GET'))).toHaveLength(4));
  });

  it('refetches nothing after a refused write (400)', async () => {
    const api = fakeApi({ 'POST /api/transaction/create/': { status: 400, body: { amount: ['Недостаточно средств'] } } });
    const store = makeStore();
    store.dispatch(balancesApi.endpoints.dayBalance.initiate({ cashRegister: 7, date: DATE }));
    await waitFor(() => expect(api.paths()).toContain(`GET ${URLS['balance r7']}`));
    const result = await store.dispatch(
      operationsApi.endpoints.createTransaction.initiate({ cash_register: 7, currency: 2, operation_type: 'SELL', amount: '1000', rate: '90' }),
    );
    expect(result.error).toMatchObject({ status: 400 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.paths().filter((p) => p.startsWith('GET /api/day_balance/'))).toHaveLength(1);
  });
});
