import type { Ref } from '../../../shared/contract';
import type { CurrencyRef } from '../../../shared/contract/ledger';
import type { Queryable } from '../../db/types';
import { cityScope, type Actor } from '../../http/scope';
import { cityInScope, registerInScope, type CurrencyRow } from '../../ledger/referenceChecks';
import { dayStart, timeZone, today } from '../../ledger/time';

/** The registers a report covers: one register, one city's, or every one the user sees. */
export interface ReportScope {
  registers: Array<Ref & { city_id: number }>;
  cashRegister: Ref | null;
  city: Ref | null;
}

/**
 * A city's or the network's registers: the active ones, and those deactivated on or after
 * `since` (the report's first day, yyyy-MM-dd; today by default) — a report of a day the
 * register still worked shows it, a later one does not (docs/admin.md). One register asked for
 * by id is its report whatever its state.
 */
export async function reportScope(
  q: Queryable,
  actor: Actor,
  filter: { cash_register?: number; city?: number; since?: string },
): Promise<ReportScope> {
  if (filter.cash_register !== undefined) {
    const r = await registerInScope(q, actor, filter.cash_register);
    return {
      registers: [{ id: r.id, name: r.name, city_id: r.city_id }],
      cashRegister: { id: r.id, name: r.name },
      city: { id: r.city_id, name: r.city_name },
    };
  }
  const city = filter.city !== undefined ? await cityInScope(q, actor, filter.city) : null;
  const cities = city ? [city.id] : cityScope(actor);
  const { rows } = await q.query<Ref & { city_id: number }>(
    `SELECT id, name, city_id FROM cash_registers
      WHERE (is_active OR deactivated_at >= ${dayStart('$1', '$2')}) ${cities ? 'AND city_id = ANY($3::int[])' : ''}
      ORDER BY city_id, name`,
    [filter.since ?? today(), timeZone(), ...(cities ? [cities] : [])],
  );
  return { registers: rows, cashRegister: null, city };
}

export const registerIds = (scope: ReportScope) => scope.registers.map((r) => r.id);

/**
 * A report's currencies, fiat or crypto, in display order: the active ones, and those switched
 * off on or after `since` (the report's first day) — as registers (reportScope).
 */
export async function currencyList(q: Queryable, crypto: boolean, since: string): Promise<CurrencyRow[]> {
  const { rows } = await q.query<CurrencyRow>(
    `SELECT id, code, name, is_crypto, is_base, decimals FROM currencies
      WHERE is_crypto = $1 AND (is_active OR deactivated_at >= ${dayStart('$2', '$3')})
      ORDER BY "order", code`,
    [crypto, since, timeZone()],
  );
  return rows;
}

export const currencyRef = (c: CurrencyRow): CurrencyRef => ({ id: c.id, code: c.code, name: c.name });
