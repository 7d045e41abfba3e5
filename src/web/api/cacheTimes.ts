/**
 * Every RTK Query tag and how long (seconds) unused data of that kind stays cached — the
 * docs/PRODUCT.md §9 in one table. Endpoints read it through `cacheFor`, so changing a cache
 * time is a one-line edit here.
 */
export const CACHE_SECONDS = {
  Me: 5 * 60,
  Balance: 2 * 60 * 60,
  CashRegister: 24 * 60 * 60,
  City: 24 * 60 * 60,
  Currency: 24 * 60 * 60,
  Report: 60,
  Rate: 60,
  Employee: 60 * 60,
  Transaction: 5 * 60,
  OperationPerson: 5 * 60,
  OutTransaction: 5 * 60,
  Transfer: 5 * 60,
  IncomeExpense: 5 * 60,
  /** A register's day journal: every kind of record in one list. */
  Journal: 5 * 60,
  /** The rate board (value settings) is a rate: 1 minute, like the reports. */
  ValueSetting: 60,
  /** A city's limits sit beside its rates on the board: as fresh as the rates. */
  CityLimits: 60,
  /** A register's limits per currency, beside its balances (which refresh them too): as fresh as the rates. */
  RegisterLimits: 60,
  /** The admin section's users and their sessions: short, another admin may change them. */
  AdminUser: 30,
  /** The admin section's other lists (cities, registers, currencies, settings, the audit log): short, as its users. */
  AdminList: 30,
  /** Corrections (storno) waiting for a decision: a queue, short like the reports. */
  Correction: 60,
  /** A register's shift and the city's shifts: another cashier may open or close one. */
  Shift: 60,
  /** The client register: shared by the network, another cashier may add or edit one. */
  Client: 5 * 60,
  /** A client's deals and transfers on the card: records, as the journal (a deal naming the client refreshes them at once). */
  ClientOperations: 5 * 60,
  /** A city's compliance settings, the list's state, the matches and the mandatory-control queue: a queue, short. */
  Compliance: 60,
  /** «Офлайн-операции на проверку»: a queue (a supervisor checks, another reverses), short like the corrections. */
  OfflineReview: 60,
  /** «Взаиморасчёты»: positions between cities move with every paid transfer anywhere: short, like the reports. */
  Settlement: 60,
  /** Cash orders between the vault and the tills: the other side moves them (approves, dispatches, receives), short. */
  CashOrder: 60,
  /** «Остатки и лимиты» and the suggested orders: balances against limits, which every write of money moves. */
  StockLevel: 60,
} as const;

export type ApiTag = keyof typeof CACHE_SECONDS;

export const TAG_TYPES = Object.keys(CACHE_SECONDS) as ApiTag[];

/** RTK Query's own default, kept for anything not tied to a tag. */
export const DEFAULT_CACHE_SECONDS = 5 * 60;

export function cacheFor(tag: ApiTag): number {
  return CACHE_SECONDS[tag] ?? DEFAULT_CACHE_SECONDS;
}
