/**
 * The routes of docs/PRODUCT.md §2, as functions so that links cannot drift from the router.
 * Trailing slashes as docs/PRODUCT.md §2 writes them.
 */
type Id = number | string;

export const paths = {
  login: '/login',
  /** The signed-in user's own new password. */
  changePassword: '/password/',
  /** Where the admin section opens (its first tab, the users); its screens are in the screen table. */
  adminUsers: '/admin/users',
  cities: '/cities/',
  citiesReports: '/cities/reports/',
  citiesPrint: '/cities/print/',
  city: (id: Id) => `/cities/${id}/`,
  cityOperationPersons: (id: Id) => `/cities/${id}/operation-persons/`,
  cityTransfers: (id: Id) => `/cities/${id}/transfers/`,
  cityReports: (id: Id) => `/cities/${id}/reports/`,
  cityRates: (id: Id) => `/cities/${id}/rates/`,
  cityCashOrders: (id: Id) => `/cities/${id}/cash-orders/`,
  cityCashOrder: (id: Id, order: Id) => `/cities/${id}/cash-orders/${order}/`,
  /** «Остатки и лимиты» of a city, with «Предложить заявки» (features/stockLevels). */
  cityStock: (id: Id) => `/cities/${id}/stock/`,
  cashRegister: (id: Id) => `/cash-registers/${id}/`,
  cashRegisterTransfers: (id: Id) => `/cash-registers/${id}/transfers/`,
  cashRegisterOperationPersons: (id: Id) => `/cash-registers/${id}/operation-persons/`,
  cashRegisterIncomeExpense: (id: Id) => `/cash-registers/${id}/income-expense/`,
  cashRegisterSearch: (id: Id) => `/cash-registers/${id}/search/`,
  cashRegisterCorrections: (id: Id) => `/cash-registers/${id}/corrections/`,
} as const;

/** A route id as a positive integer, or null when it is missing or not one. */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
