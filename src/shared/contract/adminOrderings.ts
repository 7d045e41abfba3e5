/**
 * The admin lists' vocabularies (their orderings, the currency kinds): read by the lists'
 * URL state on the web and by the requests' declarations (request/admin*.ts). A module of
 * their own, so that the type files and the declarations both take them without importing
 * each other.
 */
export const ADMIN_USER_ORDERINGS = ['username', '-username', 'last_name', '-last_name', 'role', '-role', 'id', '-id'] as const;
export type AdminUserOrdering = (typeof ADMIN_USER_ORDERINGS)[number];

export const ADMIN_CITY_ORDERINGS = ['name', '-name', 'id', '-id'] as const;
export type AdminCityOrdering = (typeof ADMIN_CITY_ORDERINGS)[number];
export const ADMIN_REGISTER_ORDERINGS = ['name', '-name', 'city', '-city', 'id', '-id'] as const;
export type AdminRegisterOrdering = (typeof ADMIN_REGISTER_ORDERINGS)[number];

export const ADMIN_CURRENCY_ORDERINGS = ['order', '-order', 'code', '-code', 'id', '-id'] as const;
export type AdminCurrencyOrdering = (typeof ADMIN_CURRENCY_ORDERINGS)[number];
export const CURRENCY_KINDS = ['fiat', 'crypto'] as const;
export type CurrencyKind = (typeof CURRENCY_KINDS)[number];
