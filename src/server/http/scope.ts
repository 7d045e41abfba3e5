import type { Permissions } from '../../shared/contract';
import { forbidden } from './errors';

/**
 * Who may see and do what: the one place every route and service asks (docs/PRODUCT-DECISIONS.md, Users and
 * scope). Anything outside a user's cities answers 404, never 403, so ids of other cities do
 * not leak; an inactive operation person is, for a user without
 * isAllowToCheckNonActiveOperationPerson, a person that does not exist.
 */

/**
 * Who is asking. The signed-in user (auth/authUser.ts) is one as it is; the seed and
 * the command line act as SYSTEM_ACTOR. Services check scope and permissions themselves, so
 * no caller can skip them; the audit log records `id` and `username`.
 */
export interface Actor {
  /** null = the system (seed, command line): no user is recorded on its records. */
  id: number | null;
  /** audit_log.actor: the login, or 'cli' for the system. */
  username: string;
  isAdmin: boolean;
  /** Cities a non-admin works in; anything outside answers 404. */
  cityIds: readonly number[];
  permissions: Permissions;
  /** The role label (Супервайзер…): with isAdmin it says who sets rates (canSetRates) and who is bound by limits. */
  role?: string;
}

export const SYSTEM_ACTOR: Actor = {
  id: null,
  username: 'cli',
  isAdmin: true,
  cityIds: [],
  permissions: {
    isAllowToPrint: true,
    isCryptoTransactionPageActive: true,
    isAllowToCheckEarningReport: true,
    isAllowToCheckNonActiveOperationPerson: true,
    isComplianceOfficer: true,
  },
};

// --- cities -----------------------------------------------------------------------------------

/** The cities a query is limited to; null = all (admins). */
export function cityScope(actor: Actor): number[] | null {
  return actor.isAdmin ? null : [...actor.cityIds];
}

export function canSeeCity(actor: Actor, cityId: number): boolean {
  return actor.isAdmin || actor.cityIds.includes(cityId);
}

/**
 * Adds "AND <column> = ANY($n)" for a scoped user and pushes the ids onto params.
 * Usage: `WHERE true ${scopeFilter('r.city_id', cityScope(actor), params)}`.
 */
export function scopeFilter(column: string, scope: number[] | null, params: unknown[]): string {
  if (scope === null) return '';
  params.push(scope);
  return ` AND ${column} = ANY($${params.length}::int[])`;
}

// --- permissions ------------------------------------------------------------------------------

/** Admins hold every permission (docs/PRODUCT-DECISIONS.md, Users and scope). */
export function hasPermission(actor: Actor, flag: keyof Permissions): boolean {
  return actor.isAdmin || actor.permissions[flag];
}

export function requirePermission(actor: Actor, flag: keyof Permissions): void {
  if (!hasPermission(actor, flag)) throw forbidden();
}

// --- operation persons ------------------------------------------------------------------------

export const canSeeInactivePersons = (actor: Actor): boolean =>
  hasPermission(actor, 'isAllowToCheckNonActiveOperationPerson');

/** A person the actor may know of: in their cities, and active unless they may see inactive ones. */
export function canSeePerson(actor: Actor, person: { city_id: number; is_active: boolean }): boolean {
  return canSeeCity(actor, person.city_id) && (person.is_active || canSeeInactivePersons(actor));
}

/**
 * A SQL condition that keeps only the operations of persons the actor may know of, over the
 * operation's person column: `true` for those who see inactive persons. Lists, histories,
 * reports and prints of operations all add it, so a person's name cannot surface through them.
 */
export function visiblePersonsSql(actor: Actor, personColumn: string): string {
  if (canSeeInactivePersons(actor)) return 'true';
  return `${personColumn} IN (SELECT id FROM operation_persons WHERE is_active)`;
}
