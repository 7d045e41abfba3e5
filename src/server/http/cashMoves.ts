import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/types';

/**
 * How a route finds the registers its request acts on, for the declarations the route kit
 * enforces: `movesCash` (the closed-register refusal) and `clientOperation` (the vault's,
 * plugins/vaultRefusal.ts).
 *
 * A route that moves a register's cash declares it in the route table —
 * `config: { movesCash: cashRegisterOf.body('cash_register') }` — and says how the register
 * is found from its request. The route kit (plugins/closedRegister.ts) then refuses it with
 * 409 "Касса закрыта: откройте смену." while that register has no open shift, inside the
 * write's own transaction; the generated tests (closedRegister.api.test.ts) walk every route
 * so declared, and check that no undeclared writing route moves cash.
 */
export type CashRegisterOf = (request: FastifyRequest, tx: Queryable) => Promise<number[]>;

export const cashRegisterOf = {
  /** Body fields that name the registers (`cash_register`, `from_cash_register`, and `to_cash_register` for a client's transfer). */
  body:
    (...fields: string[]): CashRegisterOf =>
    async (request) =>
      fields.flatMap((field) => {
        const value = (request.body as Record<string, unknown> | null | undefined)?.[field];
        return typeof value === 'number' && Number.isInteger(value) ? [value] : [];
      }),
  /** Every register the finders name, in turn (a client transfer's edit: its sender, and a new receiver in the body). */
  all:
    (...finders: CashRegisterOf[]): CashRegisterOf =>
    async (request, tx) => {
      const ids: number[] = [];
      for (const find of finders) ids.push(...(await find(request, tx)));
      return ids;
    },
  /** The record the path's `:id` names: `sql` selects its register as `r` by `$1`. */
  record:
    (sql: string): CashRegisterOf =>
    async (request, tx) => {
      const id = (request.params as { id?: unknown } | undefined)?.id;
      if (typeof id !== 'number') return [];
      const { rows } = await tx.query<{ r: number | null }>(sql, [id]);
      return rows.flatMap((row) => (row.r === null ? [] : [row.r]));
    },
};

/**
 * Whether a request is a deal made at the window during an outage (docs/OFFLINE.md), for the
 * route table's `offlineDeal`: the closed-register refusal lets such a request through.
 */
export type OfflineDealOf = (request: FastifyRequest) => boolean;

/** The body says `offline: true` (the request's schema has checked the rest). */
export const offlineBody: OfflineDealOf = (request) => (request.body as Record<string, unknown> | null | undefined)?.offline === true;
