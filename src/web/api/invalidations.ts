import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type {
  ChangePasswordBody,
  CreateCryptoOutTransactionBody,
  CreateCryptoTransactionBody,
  CreateIncomeOutcomeBody,
  CreateOperationPersonBody,
  CreateOutTransactionBody,
  CreateTransactionBody,
  CreateTransferBody,
  CreateValueSettingBody,
  ValueSettingManyBody,
  CityLimitsBody,
  RegisterLimitsBody,
  CityComplianceBody,
  StructuringDecisionBody,
  ClientBody,
  CreateCorrectionBody,
  CloseShiftBody,
  CloseSettlementPeriodBody,
  CreateSettlementBody,
  OpenShiftBody,
  CountPhase,
  TransferKind,
  UpdateTransferBody,
} from '../../shared/contract';
import type { CreateSuggestedOrdersBody } from '../../shared/contract/request/stockLevels';
import type { ApiTag } from './cacheTimes';
import { ALL, allTag, cryptoFeeTag, LIST, personTag, registerTag, type Tag } from './tags';

/** A tag, or a whole tag type (every id of it: a currency switched off leaves every register's pairs). */
export type Invalidated = Tag | ApiTag;

/**
 * Every write of the app → the tags it invalidates: one table, beside cacheTimes.ts, so that
 * "what does an exchange refresh?" has one answer. Each register's own screens refetch only
 * for writes that touch that register; city and network totals (tagged `all`) for every
 * write of money. Tested in invalidations.test.ts against real subscriptions.
 */

/** A transfer write names both registers, so both sides' lists refresh, even on a 409. */
export interface TransferRef {
  kind: TransferKind;
  id: number;
  from: number;
  to: number;
}

export interface MutationArgs {
  createTransaction: CreateTransactionBody;
  createCryptoTransaction: CreateCryptoTransactionBody;
  createOutTransaction: CreateOutTransactionBody;
  createCryptoOutTransaction: CreateCryptoOutTransactionBody;
  createIncomeOutcome: CreateIncomeOutcomeBody;
  createTransfer: { kind: TransferKind; body: CreateTransferBody };
  updateTransfer: TransferRef & { body: UpdateTransferBody };
  acceptTransfer: TransferRef & { transfer_code?: string; receiver_client?: number };
  deliverTransfer: TransferRef & { receiver_client?: number };
  newTransferCode: TransferRef;
  cancelTransfer: TransferRef & { reason: string };
  createOperationPerson: CreateOperationPersonBody;
  setOperationPersonActive: { id: number; is_active: boolean };
  createValueSetting: CreateValueSettingBody;
  /** Every currency's rates at once (the shop front's publication). */
  createValueSettings: ValueSettingManyBody;
  setCityLimits: { city: number; body: CityLimitsBody };
  setRegisterLimits: { cashRegister: number; body: RegisterLimitsBody };
  changePassword: ChangePasswordBody;
  logoutAll: void;
  /** The admin section's user writes: the user's id (0 for a new one). */
  adminUserWrite: { id: number };
  /** A city created or renamed on the admin page (0 for a new one). */
  adminCityWrite: { id: number };
  /** A city's offline limit on the admin page (null: offline trading off). */
  setCityOfflineLimit: { id: number; offline_limit: string | null };
  /** A city's «Автоподтверждение заявок» (null: none). */
  setCityAutoApprove: { id: number; cash_order_auto_approve: string | null };
  /** A register created, renamed, (de)activated or its pairs changed on the admin page (0 for a new one). */
  adminRegisterWrite: { id: number };
  /** A currency created, changed, switched off or on, or its worn-note percentage, on the admin page. */
  adminCurrencyWrite: void;
  createCorrection: CorrectionRef & { body: CreateCorrectionBody };
  decideCorrection: CorrectionRef & { id: number; decision: 'approve' | 'reject'; comment: string };
  openShift: OpenShiftBody;
  closeShift: { id: number; cashRegister: number; body: CloseShiftBody };
  approveShift: { id: number; cashRegister: number; comment: string };
  witnessShift: { id: number; cashRegister: number; phase: CountPhase };
  createClient: ClientBody;
  updateClient: { id: number; body: ClientBody };
  setCityCompliance: { city: number; body: CityComplianceBody };
  /** The list's CSV (multipart field `file`). */
  importWatchlist: FormData;
  /** A preview of a list (it dropped much of the list in force) applied, or cancelled. */
  confirmWatchlist: { id: number };
  cancelWatchlist: { id: number };
  decideMatch: { id: number; decision: 'clear' | 'confirm' };
  liftMatch: { id: number; reason: string };
  reportMandatoryControl: { id: number; reference: string };
  decideStructuring: { id: number } & StructuringDecisionBody;
  /** A flagged offline deal marked checked in «Офлайн-операции на проверку». */
  checkOfflineReview: { id: number };
  /** A settlement between two cities (bank, or a vault order). */
  createSettlement: CreateSettlementBody;
  closeSettlementPeriod: CloseSettlementPeriodBody;
  /** A cash order requested, or a step of one (docs/CASH-ORDERS.md). */
  cashOrderWrite: unknown;
  /** «Создать заявки»: the chosen suggested orders of a city requested. */
  createSuggestedOrders: CreateSuggestedOrdersBody;
}

/** A correction names its record's register (and person, for an operation with one). */
export interface CorrectionRef {
  cashRegister: number;
  operationPerson?: number | null;
}

export type MutationName = keyof MutationArgs;

/** What any movement of a register's money changes: its balance and journal, and the sums of balances. */
function moneyMoved(cashRegister: number): Tag[] {
  return [registerTag('Balance', cashRegister), registerTag('Journal', cashRegister), allTag('Balance')];
}

/** A register's reports (earnings, replenishments) and the city's and network's. */
function reportsMoved(cashRegister: number): Tag[] {
  return [registerTag('Report', cashRegister), allTag('Report')];
}

/** A person's balance changed: their detail, their history and every person list. */
function personMoved(person: number): Tag[] {
  return [personTag('OperationPerson', person), personTag('OutTransaction', person), { type: 'OperationPerson', id: LIST }];
}

/** A register's shift (its bar, its count sheet) and every list of shifts. */
function shiftMoved(cashRegister: number): Tag[] {
  return [registerTag('Shift', cashRegister), allTag('Shift')];
}

/** A deal or transfer naming a client: that client's card lists it (its operations and totals). */
function clientMoved(client: number | null | undefined): Tag[] {
  return client ? [{ type: 'ClientOperations', id: `c${client}` }] : [];
}

function transferMoved({ from, to }: TransferRef): Tag[] {
  return [registerTag('Transfer', from), registerTag('Transfer', to), allTag('Transfer')];
}

export const INVALIDATES: { [K in MutationName]: (arg: MutationArgs[K]) => Invalidated[] } = {
  // Buying or selling moves both currencies, the average cost (rates) and the earnings.
  createTransaction: (a) => [
    ...moneyMoved(a.cash_register),
    registerTag('Transaction', a.cash_register),
    ...reportsMoved(a.cash_register),
    registerTag('Rate', a.cash_register),
    allTag('Rate'),
    ...clientMoved(a.client),
  ],
  // Crypto moves a crypto and a fiat balance and adds a fee (earnings, the day's average fee).
  createCryptoTransaction: (a) => [
    ...moneyMoved(a.cash_register),
    ...reportsMoved(a.cash_register),
    registerTag('Transaction', a.cash_register),
    cryptoFeeTag(a.cash_register),
    ...clientMoved(a.client),
  ],
  createOutTransaction: (a) => [
    ...moneyMoved(a.cash_register),
    ...personMoved(a.operation_person),
    ...reportsMoved(a.cash_register),
    registerTag('OutTransaction', a.cash_register),
  ],
  createCryptoOutTransaction: (a) => [
    ...moneyMoved(a.cash_register),
    ...personMoved(a.operation_person),
    ...reportsMoved(a.cash_register),
    registerTag('OutTransaction', a.cash_register),
  ],
  createIncomeOutcome: (a) => [
    ...moneyMoved(a.cash_register),
    ...reportsMoved(a.cash_register),
    registerTag('IncomeExpense', a.cash_register),
  ],
  // The sender takes the cash (and the fee) now; the receiver sees an incoming transfer.
  createTransfer: ({ body }) => [
    ...moneyMoved(body.from_cash_register),
    ...reportsMoved(body.from_cash_register),
    ...transferMoved({ kind: 'INTERNAL', id: 0, from: body.from_cash_register, to: body.to_cash_register }),
    ...clientMoved(body.client),
  ],
  // An edit may change the amount held in transit, the fee and the receiver (old and new both refresh).
  updateTransfer: (a) => [
    ...moneyMoved(a.from),
    ...reportsMoved(a.from),
    ...transferMoved(a),
    ...(a.body.to_cash_register && a.body.to_cash_register !== a.to ? [registerTag('Transfer', a.body.to_cash_register)] : []),
  ],
  acceptTransfer: (a) => [...moneyMoved(a.to), ...transferMoved(a), ...clientMoved(a.receiver_client)],
  deliverTransfer: (a) => [...moneyMoved(a.to), ...transferMoved(a), ...clientMoved(a.receiver_client)],
  // No money moves; the creator's row shows the new code.
  newTransferCode: (a) => transferMoved(a),
  // The amount (and the fee) leave transit for the sender's cash and go back to the client; the receiver's lists drop it.
  cancelTransfer: (a) => [...moneyMoved(a.from), ...reportsMoved(a.from), ...transferMoved(a)],
  createOperationPerson: () => [{ type: 'OperationPerson', id: LIST }],
  setOperationPersonActive: (a) => [personTag('OperationPerson', a.id), { type: 'OperationPerson', id: LIST }],
  createValueSetting: () => [allTag('ValueSetting')],
  createValueSettings: () => [allTag('ValueSetting')],
  setCityLimits: (a) => [{ type: 'CityLimits', id: `c${a.city}` }, { type: 'AdminList', id: 'settings' }],
  // The register's limits only: its balances do not move.
  setRegisterLimits: (a) => [registerTag('RegisterLimits', a.cashRegister)],
  // The reset flag (mustChangePassword) of /api/me is cleared.
  changePassword: () => [{ type: 'Me', id: ALL }],
  // Every session ends, this one too: the app goes to /login and its cache is dropped.
  logoutAll: () => [],
  // A user's row, the lists it shows in, and its sessions (a deactivation or reset ends them).
  adminUserWrite: () => [allTag('AdminUser')],
  // A city's name shows in every city list, its page and beside each of its registers.
  adminCityWrite: (a) => [
    { type: 'AdminList', id: 'cities' },
    { type: 'AdminList', id: 'registers' },
    allTag('City'),
    { type: 'City', id: a.id },
    allTag('CashRegister'),
    { type: 'CashRegister', id: 'network' },
  ],
  // The admin page's city row, and the city's limits, where the register screen reads it during an outage.
  setCityOfflineLimit: (a) => [{ type: 'AdminList', id: 'cities' }, { type: 'CityLimits', id: `c${a.id}` }],
  // Only the admin's list shows it; the orders' own approval reads it on the server.
  setCityAutoApprove: () => [{ type: 'AdminList', id: 'cities' }],
  // A register's name and state: every register list and select (a deactivated one leaves them), its page, its pairs, its city's count.
  adminRegisterWrite: (a) => [
    { type: 'AdminList', id: 'registers' },
    { type: 'AdminList', id: 'cities' },
    allTag('CashRegister'),
    { type: 'CashRegister', id: a.id },
    { type: 'CashRegister', id: 'network' },
    { type: 'Currency', id: `pairs-r${a.id}` },
  ],
  // Every list of currencies, every register's pairs and the worn-note rates (the forms offer active ones only).
  adminCurrencyWrite: () => [{ type: 'AdminList', id: 'currencies' }, { type: 'AdminList', id: 'registers' }, 'Currency'],
  // A count posts its differences (money, reports) and opens or ends the register's shift.
  openShift: (a) => [...moneyMoved(a.cash_register), ...reportsMoved(a.cash_register), ...shiftMoved(a.cash_register)],
  closeShift: (a) => [...moneyMoved(a.cashRegister), ...reportsMoved(a.cashRegister), ...shiftMoved(a.cashRegister)],
  // An approval moves no money: the shift lists only.
  approveShift: (a) => shiftMoved(a.cashRegister),
  // A witness's confirmation moves no money either.
  witnessShift: (a) => shiftMoved(a.cashRegister),
  // Clients: a new one joins the lists; an edit changes its card and rescreens it (its state shows in lists and matches).
  createClient: () => [{ type: 'Client', id: 'list' }, { type: 'Compliance', id: 'matches' }],
  updateClient: (a) => [{ type: 'Client', id: 'list' }, { type: 'Client', id: `c${a.id}` }, { type: 'Compliance', id: 'matches' }],
  // A city's thresholds: the forms' hints and the admin page's settings.
  setCityCompliance: (a) => [{ type: 'Compliance', id: `city${a.city}` }, { type: 'AdminList', id: 'settings' }],
  // A new list rescreens every client: every client's state, the matches, the list's age.
  importWatchlist: () => ['Client', { type: 'Compliance', id: 'watchlist' }, { type: 'Compliance', id: 'matches' }],
  confirmWatchlist: () => ['Client', { type: 'Compliance', id: 'watchlist' }, { type: 'Compliance', id: 'matches' }],
  // A cancelled preview changed nothing: the list's state only (another upload may have landed).
  cancelWatchlist: () => [{ type: 'Compliance', id: 'watchlist' }],
  decideMatch: () => ['Client', { type: 'Compliance', id: 'matches' }],
  liftMatch: () => ['Client', { type: 'Compliance', id: 'matches' }],
  reportMandatoryControl: () => [{ type: 'Compliance', id: 'mandatory' }],
  decideStructuring: () => [{ type: 'Compliance', id: 'structuring' }],
  // The queue's row leaves «ждут проверки» (a 409, checked meanwhile by someone else, refreshes it too).
  checkOfflineReview: () => [allTag('OfflineReview')],
  // The positions (a vault order moves no money until it is received: the cash orders' own screens).
  createSettlement: () => [allTag('Settlement')],
  // The period's figures are now the kept ones, and its days closed.
  closeSettlementPeriod: () => [allTag('Settlement')],
  // A request moves nothing; a dispatch takes the sender's cash into transit, a receipt and a
  // settlement put it into the receiver's. Rare writes: every order, balance, journal and report
  // refetches (naming the registers would cost the signed-in shell's first JavaScript more).
  cashOrderWrite: () => ['CashOrder', 'Balance', 'Journal', 'Report'],
  // Requested orders move no money until dispatched: the suggestions (and the stock view's) change only.
  createSuggestedOrders: () => [allTag('StockLevel')],
  // A request marks its record "ждёт подтверждения" in every list of the register.
  createCorrection: (a) => correctionMoved(a),
  // An approval writes the reversing record: money, reports, rates (average cost) and persons move.
  decideCorrection: (a) => [
    ...correctionMoved(a),
    ...(a.decision === 'approve'
      ? [...moneyMoved(a.cashRegister), ...reportsMoved(a.cashRegister), registerTag('Rate', a.cashRegister), allTag('Rate'),
          ...(a.operationPerson ? personMoved(a.operationPerson) : [])]
      : []),
  ],
};

/**
 * The queues and the register's record lists, which show a correction's mark; the offline
 * deals' review queue shows it too (a flagged deal is reversed through the usual storno).
 */
function correctionMoved({ cashRegister, operationPerson }: CorrectionRef): Tag[] {
  return [
    allTag('OfflineReview'),
    ...(operationPerson ? [personTag('OutTransaction', operationPerson)] : []),
    registerTag('Correction', cashRegister),
    allTag('Correction'),
    registerTag('Journal', cashRegister),
    registerTag('Transaction', cashRegister),
    registerTag('OutTransaction', cashRegister),
    registerTag('IncomeExpense', cashRegister),
  ];
}

/**
 * RTK Query's `invalidatesTags` for a mutation: its row of the table after a success, and
 * after a 409 too (someone else changed the record: the screen must show the new state).
 * A refused write (400, 404) changed nothing, so nothing refetches.
 */
export function invalidates<K extends MutationName>(name: K) {
  return (_result: unknown, error: FetchBaseQueryError | undefined, arg: MutationArgs[K]): Invalidated[] =>
    error && error.status !== 409 ? [] : INVALIDATES[name](arg);
}
