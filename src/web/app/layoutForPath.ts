import { parseId } from '../paths';

/**
 * Spec section 2: "the layout is chosen by the current path". The kinds, and the id each
 * of the city and cash-register layouts needs (null when the path has none usable).
 */
export type LayoutChoice =
  | { kind: 'bare' }
  | { kind: 'cities' }
  | { kind: 'city'; cityId: number | null }
  | { kind: 'cashRegister'; cashRegisterId: number | null }
  | { kind: 'default' };

const CITIES_SECTION = /^\/cities\/?$|^\/cities\/(reports|print)\/?$/;
const CITY = /^\/cities\/([^/]*)(\/.*)?$/;
const CASH_REGISTER = /^\/cash-registers\/([^/]*)(\/.*)?$/;

export function layoutForPath(pathname: string): LayoutChoice {
  if (/^\/login\/?$/.test(pathname)) return { kind: 'bare' };
  if (CITIES_SECTION.test(pathname)) return { kind: 'cities' };
  const city = CITY.exec(pathname);
  if (city) return { kind: 'city', cityId: parseId(city[1]) };
  const register = CASH_REGISTER.exec(pathname);
  if (register) return { kind: 'cashRegister', cashRegisterId: parseId(register[1]) };
  return { kind: 'default' };
}
