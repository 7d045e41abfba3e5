import type { Permissions } from '../../../shared/contract';
import { forbidden } from './errors';

/**
 * Who is asking, as the services need it. Routes build it from the signed-in user; the seed
 * and the command line use SYSTEM_ACTOR. Services check scope and permissions themselves,
 * so no caller can skip them.
 */
export interface Actor {
  /** null = the system (seed, command line): no user is recorded on its records. */
  id: number | null;
  isAdmin: boolean;
  /** Cities a non-admin works in; anything outside answers 404. */
  cityIds: readonly number[];
  permissions: Permissions;
}

export const SYSTEM_ACTOR: Actor = {
  id: null,
  isAdmin: true,
  cityIds: [],
  permissions: {
    isAllowToPrint: true,
    isCryptoTransactionPageActive: true,
    isAllowToCheckEarningReport: true,
    isAllowToCheckNonActiveOperationPerson: true,
  },
};

export function canSeeCity(actor: Actor, cityId: number): boolean {
  return actor.isAdmin || actor.cityIds.includes(cityId);
}

/** The cities a query is limited to; null = all (admins). */
export function cityScope(actor: Actor): number[] | null {
  return actor.isAdmin ? null : [...actor.cityIds];
}

/** Admins hold every permission (DESIGN.md, Users and scope). */
export function hasPermission(actor: Actor, flag: keyof Permissions): boolean {
  return actor.isAdmin || actor.permissions[flag];
}

export function requirePermission(actor: Actor, flag: keyof Permissions): void {
  if (!hasPermission(actor, flag)) throw forbidden();
}
