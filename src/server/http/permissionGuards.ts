import type { FastifyRequest } from 'fastify';
import type { Permissions } from '../../shared/contract';
import { currentUser } from '../plugins/auth';
import { forbidden } from './errors';
import { canSeeInactivePersons, hasPermission } from './scope';

/**
 * Route guards for the permission flags (docs/PRODUCT-DECISIONS.md, Users and scope): a user
 * without the flag gets 403, decided at onRequest, before the query is read or any object and
 * its city are looked up, as DRF checks permissions first. Admins hold every flag. Spread into
 * a route's options (`{ ...PERMITTED('isCryptoTransactionPageActive'), schema }`) or add as a
 * plugin's hook when every route of the plugin needs the flag.
 */
export function PERMITTED(flag: keyof Permissions) {
  return {
    onRequest: async (request: FastifyRequest): Promise<void> => {
      if (!hasPermission(currentUser(request), flag)) throw forbidden();
    },
  } as const;
}

/**
 * Lists of operation persons: asking for the inactive ones (`?is_active=false`) needs
 * isAllowToCheckNonActiveOperationPerson (403); without the filter such a user simply does not
 * see them (scope.ts). A preHandler, since it reads the query as validated (a boolean); it
 * runs before the list looks up the asked city, so the refusal comes first, as DRF's would.
 */
async function inactivePersonsPermitted(request: FastifyRequest): Promise<void> {
  const query = request.query as { is_active?: boolean } | undefined;
  if (query?.is_active === false && !canSeeInactivePersons(currentUser(request))) throw forbidden();
}

export const INACTIVE_PERSONS_PERMITTED = { preHandler: inactivePersonsPermitted } as const;
