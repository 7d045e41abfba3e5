import type { Permissions } from '../../shared/contract/permissions';

/**
 * Who may call each API route, declared beside the route's key ("METHOD /url" as in the
 * app's route table). authorizationMatrix.api.test.ts calls every route as each of these
 * users and expects the declared status; a route missing here fails that test, and so does
 * a declaration whose route is gone. docs/PRODUCT-DECISIONS.md "Users and scope": no token or a revoked one
 * → 401; outside your cities → 404; a permission flag missing → 403; admins everything.
 * The objects a call names are Москва's; the other-city user is a cashier of Казань.
 */
export const WHO = [
  'anonymous',
  'revoked',
  'otherCity',
  'cashier',
  'supervisor',
  'noPrint',
  'noCrypto',
  'noEarning',
  'noInactive',
  // A Moscow cashier holding the four flags who is also the compliance officer.
  'compliance',
  // Last: the admin's GET /api/stop_site/ switches the site off for every later call.
  'admin',
] as const;
export type Who = (typeof WHO)[number];
export type Access = Record<Who, number>;
/**
 * The four work flags. The compliance officer's permission is a role like the admin's, held
 * by one user ('compliance'), not a flag one user lacks: its routes declare COMPLIANCE.
 */
export type Flag = Exclude<keyof Permissions, 'isComplianceOfficer'>;

/** The Moscow user that lacks one flag (and has the other three). */
export const LACKING: Record<Flag, Who> = {
  isAllowToPrint: 'noPrint',
  isCryptoTransactionPageActive: 'noCrypto',
  isAllowToCheckEarningReport: 'noEarning',
  isAllowToCheckNonActiveOperationPerson: 'noInactive',
};

const signedIn = (ok: number, otherCity: number): Access => ({
  anonymous: 401,
  revoked: 401,
  otherCity,
  cashier: ok,
  supervisor: ok,
  noPrint: ok,
  noCrypto: ok,
  noEarning: ok,
  noInactive: ok,
  compliance: ok,
  admin: ok,
});

/** A call about a Москва object: any Moscow user; another city's user gets 404. */
export const OPEN = signedIn(200, 404);
/** OPEN, answering 201 Created. */
export const CREATES = signedIn(201, 404);
/** No object of a city named (or the caller's own ones listed): any signed-in user. */
export const SIGNED_IN = signedIn(200, 200);
/** Anyone, even without a token (signing in). */
export const PUBLIC: Access = { ...SIGNED_IN, anonymous: 200, revoked: 200 };
/** Admins only; to everyone else the thing does not exist (404). */
export const ADMIN_ONLY: Access = { ...signedIn(404, 404), admin: 200 };
/** Admins and supervisors (setting the day rates); cashiers get 403 before their city is read (http/rateSettersOnly.ts). */
export const RATE_SETTERS: Access = { ...signedIn(403, 403), supervisor: 201, admin: 201 };
/** Who decides a correction (storno): the rate setters, answering 200 (features/corrections). */
export const DECIDERS: Access = { ...RATE_SETTERS, supervisor: 200, admin: 200 };

/**
 * A new code for a client's transfer: its creator or an admin (the matrix's transfers are the
 * system's, so only the admin); anyone else of the sending city 403, another city's user 404
 * (features/transfers/transferNewCode.ts). The creator's own path: fourEyes.api.test.ts.
 */
export const CODE_ISSUERS: Access = { ...signedIn(403, 404), admin: 200 };
/** The compliance section (docs/api/clients.md): admins and compliance officers; to everyone else it does not exist. */
export const COMPLIANCE: Access = { ...signedIn(404, 404), compliance: 200, admin: 200 };
/** A city's compliance settings: not hidden, but only admins and compliance officers set them (others 403). */
export const COMPLIANCE_WRITERS: Access = { ...signedIn(403, 403), compliance: 200, admin: 200 };

/** `access`, except that the user lacking `flag` gets 403. */
export const GATED = (flag: Flag, access: Access = OPEN): Access => ({ ...access, [LACKING[flag]]: 403 });
/** `access` with some users' answers replaced (say why beside the use). */
export const EXCEPT = (access: Access, changes: Partial<Access>): Access => ({ ...access, ...changes });

const PRINT = 'isAllowToPrint';
const CRYPTO = 'isCryptoTransactionPageActive';
const EARNING = 'isAllowToCheckEarningReport';
const INACTIVE = 'isAllowToCheckNonActiveOperationPerson';

export const ROUTE_ACCESS: Record<string, Access> = {
  'POST /api/token-auth/': PUBLIC,
  'GET /api/logout': SIGNED_IN,
  'POST /api/logout_all/': SIGNED_IN,
  'GET /api/me': SIGNED_IN,
  'POST /api/change_password/': SIGNED_IN,
  // Admins only (docs/PRODUCT-DECISIONS.md "Site switch-off"); a refused action, not a hidden object: 403.
  'GET /api/stop_site/': EXCEPT(signedIn(403, 403), { admin: 200 }),
  'GET /api/all_employee/': SIGNED_IN,
  'GET /api/city/': SIGNED_IN,
  'GET /api/city/:id/': OPEN,
  'GET /api/cash_register/': SIGNED_IN,
  'GET /api/all_cash_registers/': SIGNED_IN,
  'GET /api/transfer_cash_registers/': SIGNED_IN,
  'GET /api/cash_register/:id/': OPEN,
  'GET /api/currency/': SIGNED_IN,
  'GET /api/crypto_currency/': GATED(CRYPTO, SIGNED_IN),
  'GET /api/percentage_dilapidation_currency/': SIGNED_IN,
  'GET /api/available_currency_pair/': OPEN,
  'GET /api/value_setting/': OPEN,
  'POST /api/value_setting/create/': RATE_SETTERS,
  'GET /api/city_limits/': OPEN,
  // Who sets the day's rates sets the limits (200: a PUT replaces them).
  'PUT /api/city_limits/:id/': EXCEPT(RATE_SETTERS, { supervisor: 200, admin: 200 }),
  // A register's limits (docs/VAULT.md): read by its city, set by the rate setters as the city's are.
  'GET /api/cash_register/:id/limits/': OPEN,
  'PUT /api/cash_register/:id/limits/': EXCEPT(RATE_SETTERS, { supervisor: 200, admin: 200 }),
  // The offline review queue (docs/OFFLINE.md): the city's supervisors and admins; a cashier is refused before the city is read.
  'GET /api/offline_review/': EXCEPT(RATE_SETTERS, { supervisor: 200, admin: 200 }),
  'POST /api/offline_review/:id/check/': EXCEPT(RATE_SETTERS, { supervisor: 200, admin: 200 }),
  'POST /api/transaction/create/': CREATES,
  'GET /api/transaction/': OPEN,
  'POST /api/crypto_transaction/create/': GATED(CRYPTO, CREATES),
  'GET /api/crypto_transaction/': GATED(CRYPTO),
  'POST /api/operation_person/create/': CREATES,
  'GET /api/operation_person/': OPEN,
  'GET /api/operation_person/:id/': OPEN,
  'GET /api/all_operation_person/': OPEN,
  'PUT /api/activation_operation_person/:id/': GATED(INACTIVE),
  'GET /api/out_transaction/': OPEN,
  'POST /api/out_transaction/create/': CREATES,
  'GET /api/crypto_out_transaction/': GATED(CRYPTO),
  'POST /api/crypto_out_transaction/create/': GATED(CRYPTO, CREATES),
  'POST /api/income_outcome/create/': CREATES,
  'GET /api/income_outcome/': OPEN,
  'POST /api/internal_transfer/create/': CREATES,
  'PUT /api/internal_transfer/update/:id/': OPEN,
  'PUT /api/internal_transfer/accept/:id/': OPEN,
  // The sender side (Москва) cancels while Pending; Казань, the receiver, gets 404.
  'PUT /api/internal_transfer/cancel/:id/': OPEN,
  'GET /api/internal_transfer/': OPEN,
  'GET /api/city_internal_transfer/': OPEN,
  'POST /api/external_transfer/create/': CREATES,
  'PUT /api/external_transfer/update/:id/': OPEN,
  'PUT /api/external_transfer/accept/:id/': OPEN,
  'PUT /api/external_transfer/deliver/:id/': OPEN,
  'PUT /api/external_transfer/cancel/:id/': OPEN,
  // The transfer's creator or an admin issues a client's new code (CODE_ISSUERS); Казань, the receiver, gets 404.
  'PUT /api/external_transfer/new_code/:id/': CODE_ISSUERS,
  'GET /api/external_transfer/': OPEN,
  'GET /api/city_external_transfer/': OPEN,
  'POST /api/crypto_transfer/create/': GATED(CRYPTO, CREATES),
  'PUT /api/crypto_transfer/update/:id/': GATED(CRYPTO),
  'PUT /api/crypto_transfer/accept/:id/': GATED(CRYPTO),
  'PUT /api/crypto_transfer/deliver/:id/': GATED(CRYPTO),
  'PUT /api/crypto_transfer/cancel/:id/': GATED(CRYPTO),
  'PUT /api/crypto_transfer/new_code/:id/': GATED(CRYPTO, CODE_ISSUERS),
  'GET /api/crypto_transfer/': GATED(CRYPTO),
  'GET /api/city_crypto_transfer/': GATED(CRYPTO),
  'GET /api/find_external_transfer/': OPEN,
  'GET /api/day_balance/': OPEN,
  'GET /api/city_data/': OPEN,
  'GET /api/overall_day_amount/': SIGNED_IN,
  'GET /api/earning_report/': GATED(EARNING),
  'GET /api/city_earning_report/': GATED(EARNING),
  'GET /api/full_earning_report/': GATED(EARNING, SIGNED_IN),
  'GET /api/day_avg_rate/': OPEN,
  'GET /api/average_rate_report/': OPEN,
  'GET /api/rate_report/': OPEN,
  'GET /api/day_replenishment_handed_over_report/': OPEN,
  'GET /api/day_crypto_avg_fee/': GATED(CRYPTO),
  'GET /api/day_crypto_balance/': GATED(CRYPTO),
  'GET /api/crypto_balance/': GATED(CRYPTO, SIGNED_IN),
  'GET /api/print_operation_person_list/': GATED(PRINT),
  'GET /api/print_operation_person_detail/:id/': GATED(PRINT),
  'GET /api/print_value_setting_detail/': GATED(PRINT),
  'GET /api/print_out_transaction_report/': GATED(PRINT),
  'GET /api/print_day_report/': GATED(PRINT),
  'GET /api/print_earning_report/': GATED(EARNING, GATED(PRINT)),
  // A client's receipt is not a report: no print permission (features/receipts/routes.ts).
  'GET /api/print_receipt/': OPEN,
  'GET /api/operation/': OPEN,
  'GET /api/events/': SIGNED_IN,
  'GET /api/audit/': ADMIN_ONLY,
  // Its download (every row matching the filters): admins only, whatever the print permission.
  'GET /api/print_audit/': ADMIN_ONLY,
  // The admin section's users: to anyone but an admin it does not exist.
  'GET /api/admin/users/': ADMIN_ONLY,
  'POST /api/admin/users/create/': { ...ADMIN_ONLY, admin: 201 },
  'PUT /api/admin/users/:id/': ADMIN_ONLY,
  'PUT /api/admin/users/:id/active/': ADMIN_ONLY,
  'POST /api/admin/users/:id/reset_password/': ADMIN_ONLY,
  'GET /api/admin/users/:id/sessions/': ADMIN_ONLY,
  'POST /api/admin/users/:id/sessions/:session/end/': ADMIN_ONLY,
  // The admin section's cities and registers.
  'GET /api/admin/cities/': ADMIN_ONLY,
  'POST /api/admin/cities/create/': { ...ADMIN_ONLY, admin: 201 },
  'PUT /api/admin/cities/:id/': ADMIN_ONLY,
  'GET /api/admin/cash_registers/': ADMIN_ONLY,
  'POST /api/admin/cash_registers/create/': { ...ADMIN_ONLY, admin: 201 },
  'PUT /api/admin/cash_registers/:id/': ADMIN_ONLY,
  'PUT /api/admin/cash_registers/:id/active/': ADMIN_ONLY,
  'PUT /api/admin/cash_registers/:id/pairs/': ADMIN_ONLY,
  // Currencies, their worn-note percentages.
  'GET /api/admin/currencies/': ADMIN_ONLY,
  'POST /api/admin/currencies/create/': { ...ADMIN_ONLY, admin: 201 },
  'PUT /api/admin/currencies/:id/': ADMIN_ONLY,
  'PUT /api/admin/currencies/:id/active/': ADMIN_ONLY,
  'PUT /api/admin/currencies/:id/dilapidation/': ADMIN_ONLY,
  'GET /api/admin/settings/': ADMIN_ONLY,
  'POST /api/correction/create/': CREATES,
  'GET /api/correction/': OPEN,
  'PUT /api/correction/approve/:id/': DECIDERS,
  'PUT /api/correction/reject/:id/': DECIDERS,
  // Shifts: any user of the register's city opens and closes; approving is a decider's.
  'GET /api/shift/': OPEN,
  'GET /api/shift/current/': OPEN,
  'GET /api/shift/count_sheet/': OPEN,
  'POST /api/shift/open/': CREATES,
  'PUT /api/shift/close/:id/': OPEN,
  'PUT /api/shift/approve/:id/': DECIDERS,
  'PUT /api/shift/witness/:id/': OPEN,
  'GET /api/print_shift_report/:id/': GATED(PRINT),
  'GET /api/cash_differences/': OPEN,
  'GET /api/print_cash_differences/': GATED(PRINT),
  // The shop front: every currency's rates at once (who sets one sets all); the public feed
  // and screen stream of a published city, for anyone (a token is neither needed nor read).
  'POST /api/value_setting/create_many/': RATE_SETTERS,
  'GET /api/public/rates/': PUBLIC,
  'GET /api/public/rates/stream/': PUBLIC,
  'GET /api/official_rates/': SIGNED_IN,
  // What the street sees, on paper: like a client's receipt, no print permission.
  'GET /api/print_rate_sheet/': OPEN,
  // Clients (docs/api/clients.md): the network's register, for every signed-in user of any city.
  'GET /api/client/': SIGNED_IN,
  'GET /api/client/:id/': SIGNED_IN,
  // A client's operations: any signed-in user; the rows are limited to the caller's cities (Казань: an empty page).
  'GET /api/client/:id/operations/': SIGNED_IN,
  'POST /api/client/create/': signedIn(201, 201),
  'PUT /api/client/update/:id/': SIGNED_IN,
  // A city's thresholds: read by its users (the forms' live hint), set by the compliance side.
  'GET /api/city_compliance/': EXCEPT(OPEN, { compliance: 200 }),
  'PUT /api/city_compliance/:id/': COMPLIANCE_WRITERS,
  'GET /api/compliance/watchlist/': COMPLIANCE,
  'POST /api/compliance/watchlist/import/': COMPLIANCE,
  'POST /api/compliance/watchlist/import/:id/confirm/': COMPLIANCE,
  'POST /api/compliance/watchlist/import/:id/cancel/': COMPLIANCE,
  'GET /api/compliance/matches/': COMPLIANCE,
  'PUT /api/compliance/matches/:id/clear/': COMPLIANCE,
  'PUT /api/compliance/matches/:id/confirm/': COMPLIANCE,
  'PUT /api/compliance/matches/:id/lift/': COMPLIANCE,
  'GET /api/compliance/mandatory_control/': COMPLIANCE,
  'PUT /api/compliance/mandatory_control/:id/report/': COMPLIANCE,
  'GET /api/print_mandatory_control/': COMPLIANCE,
  'GET /api/compliance/structuring/': COMPLIANCE,
  'PUT /api/compliance/structuring/:id/decide/': COMPLIANCE,
  // «Курсы от ЦБ»: a currency's margin, on the admin page's currencies.
  'PUT /api/admin/currencies/:id/official_margin/': ADMIN_ONLY,
  // Cash orders (docs/CASH-ORDERS.md): either side's users request, cancel, send and receive;
  // approving and settling are a supervisor's (a cashier is refused before the order is read).
  'POST /api/cash_orders/': CREATES,
  'POST /api/cash_orders/:id/approve/': DECIDERS,
  'POST /api/cash_orders/:id/cancel/': OPEN,
  'POST /api/cash_orders/:id/dispatch/': OPEN,
  'POST /api/cash_orders/:id/receive/': OPEN,
  'POST /api/cash_orders/:id/settle/': DECIDERS,
  'GET /api/cash_orders/': OPEN,
  'GET /api/cash_orders/:id/': OPEN,
  // Settlements between cities (docs/SETTLEMENTS.md): supervisors and admins read and record
  // (a cashier is refused before anything is read); only an admin closes a period.
  'GET /api/settlements/positions/': EXCEPT(RATE_SETTERS, { supervisor: 200, admin: 200 }),
  'GET /api/print_settlements/': EXCEPT(RATE_SETTERS, { supervisor: 200, admin: 200 }),
  'POST /api/settlements/': RATE_SETTERS,
  'POST /api/settlements/periods/close/': EXCEPT(RATE_SETTERS, { supervisor: 403 }),
  'GET /api/print_cash_order/:id/': GATED(PRINT),
  'GET /api/print_cash_orders/': GATED(PRINT),
  // Stock against limits and the suggested orders (docs/VAULT.md): the city's supervisors and admins.
  'GET /api/stock_levels/': EXCEPT(RATE_SETTERS, { supervisor: 200, admin: 200 }),
  'GET /api/stock_levels/suggestions/': EXCEPT(RATE_SETTERS, { supervisor: 200, admin: 200 }),
  'POST /api/stock_levels/suggestions/': RATE_SETTERS,
};

/**
 * The column of fields hidden per permission ("one rule per permission"): for each
 * GET route, the answer's fields that the user lacking a flag gets empty (null, or no such
 * element), while a user holding it gets them filled. Paths as in testing/hiddenFields.ts:
 * `rows[].average_cost`, `results[].balances[crypto]` (the elements in a crypto currency),
 * `text:USDT` (a file's text). Every GET route is declared, NOTHING explicitly, so a new
 * route cannot slip past; authorizationMatrix.api.test.ts checks each as each user.
 */
export type Hidden = Partial<Record<Flag, string[]>>;
export const NOTHING: Hidden = {};

export const ROUTE_HIDDEN: Record<string, Hidden> = {
  'GET /api/logout': NOTHING,
  'GET /api/me': NOTHING,
  'GET /api/stop_site/': NOTHING,
  'GET /api/all_employee/': NOTHING,
  'GET /api/city/': NOTHING,
  'GET /api/city/:id/': NOTHING,
  'GET /api/cash_register/': NOTHING,
  'GET /api/all_cash_registers/': NOTHING,
  'GET /api/transfer_cash_registers/': NOTHING,
  'GET /api/cash_register/:id/': NOTHING,
  'GET /api/currency/': NOTHING,
  'GET /api/crypto_currency/': NOTHING,
  'GET /api/percentage_dilapidation_currency/': NOTHING,
  'GET /api/available_currency_pair/': NOTHING,
  'GET /api/value_setting/': NOTHING,
  'GET /api/city_limits/': NOTHING,
  // A crypto currency's limits and balance are crypto figures.
  'GET /api/cash_register/:id/limits/': { [CRYPTO]: ['limits[crypto]'] },
  // The exchange list: cost and earning are the earning report's figures.
  'GET /api/transaction/': { [EARNING]: ['results[].average_cost', 'results[].earning'] },
  'GET /api/crypto_transaction/': NOTHING,
  // A person's crypto balances are crypto figures.
  'GET /api/operation_person/': { [CRYPTO]: ['results[].balances[crypto]'] },
  'GET /api/operation_person/:id/': { [CRYPTO]: ['balances[crypto]'] },
  'GET /api/all_operation_person/': { [CRYPTO]: ['[].balances[crypto]'] },
  'GET /api/out_transaction/': NOTHING,
  'GET /api/crypto_out_transaction/': NOTHING,
  'GET /api/income_outcome/': NOTHING,
  'GET /api/internal_transfer/': NOTHING,
  'GET /api/city_internal_transfer/': NOTHING,
  'GET /api/external_transfer/': NOTHING,
  'GET /api/city_external_transfer/': NOTHING,
  'GET /api/crypto_transfer/': NOTHING,
  'GET /api/city_crypto_transfer/': NOTHING,
  'GET /api/find_external_transfer/': NOTHING,
  'GET /api/day_balance/': NOTHING,
  'GET /api/city_data/': NOTHING,
  'GET /api/overall_day_amount/': NOTHING,
  'GET /api/earning_report/': NOTHING,
  'GET /api/city_earning_report/': NOTHING,
  'GET /api/full_earning_report/': NOTHING,
  // The average cost a register holds (docs/EARNINGS.md) shows its earnings: as in the transaction list.
  'GET /api/day_avg_rate/': { [EARNING]: ['rows[].average_cost'] },
  'GET /api/average_rate_report/': { [EARNING]: ['rows[].average_cost'] },
  // The rates used that day and the board; no average cost in it (avg_rate is the mean rate used).
  'GET /api/rate_report/': NOTHING,
  'GET /api/day_replenishment_handed_over_report/': NOTHING,
  'GET /api/day_crypto_avg_fee/': NOTHING,
  'GET /api/day_crypto_balance/': NOTHING,
  'GET /api/crypto_balance/': NOTHING,
  // The printed persons: no crypto column (the XLSX's text; PDF draws the same rows).
  'GET /api/print_operation_person_list/': { [CRYPTO]: ['text:USDT'] },
  'GET /api/print_operation_person_detail/:id/': { [CRYPTO]: ['text:USDT'] },
  'GET /api/print_value_setting_detail/': NOTHING,
  'GET /api/print_out_transaction_report/': NOTHING,
  'GET /api/print_day_report/': NOTHING,
  'GET /api/print_earning_report/': NOTHING,
  'GET /api/print_receipt/': NOTHING,
  'GET /api/operation/': NOTHING,
  'GET /api/events/': NOTHING,
  'GET /api/audit/': NOTHING,
  'GET /api/print_audit/': NOTHING,
  'GET /api/admin/users/': NOTHING,
  'GET /api/admin/users/:id/sessions/': NOTHING,
  'GET /api/admin/cities/': NOTHING,
  'GET /api/admin/cash_registers/': NOTHING,
  'GET /api/admin/currencies/': NOTHING,
  'GET /api/admin/settings/': NOTHING,
  'GET /api/correction/': NOTHING,
  // The offline review queue: the deal's cost is the earning report's figure, as in the exchange list.
  'GET /api/offline_review/': { [EARNING]: ['results[].deal.average_cost', 'results[].deal.earning'] },
  'GET /api/shift/': NOTHING,
  'GET /api/shift/current/': NOTHING,
  'GET /api/shift/count_sheet/': NOTHING,
  'GET /api/print_shift_report/:id/': NOTHING,
  'GET /api/cash_differences/': NOTHING,
  'GET /api/print_cash_differences/': NOTHING,
  'GET /api/public/rates/': NOTHING,
  'GET /api/public/rates/stream/': NOTHING,
  'GET /api/official_rates/': NOTHING,
  'GET /api/print_rate_sheet/': NOTHING,
  'GET /api/client/': NOTHING,
  'GET /api/client/:id/': NOTHING,
  // A client's crypto deals and crypto transfers (rows and totals) are crypto figures.
  'GET /api/client/:id/operations/': { [CRYPTO]: ['text:USDT'] },
  'GET /api/city_compliance/': NOTHING,
  'GET /api/compliance/watchlist/': NOTHING,
  'GET /api/compliance/matches/': NOTHING,
  'GET /api/compliance/mandatory_control/': NOTHING,
  'GET /api/print_mandatory_control/': NOTHING,
  'GET /api/compliance/structuring/': NOTHING,
  'GET /api/cash_orders/': NOTHING,
  'GET /api/cash_orders/:id/': NOTHING,
  'GET /api/settlements/positions/': NOTHING,
  'GET /api/print_settlements/': NOTHING,
  'GET /api/print_cash_order/:id/': NOTHING,
  'GET /api/print_cash_orders/': NOTHING,
  'GET /api/stock_levels/': NOTHING,
  'GET /api/stock_levels/suggestions/': NOTHING,
};
