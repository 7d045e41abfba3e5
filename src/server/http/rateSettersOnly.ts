import type { FastifyRequest } from 'fastify';
import { canSetRates } from '../../shared/contract/permissions';
import { currentUser } from '../plugins/auth';
import { forbidden } from './errors';

/**
 * What only admins and supervisors do — set the day's rates and the limits around them,
 * decide a correction, approve a shift's differences: to a cashier a refusal (403), decided
 * at onRequest, before the body is read or the object and its city are looked up, as DRF
 * checks permissions first. Not hidden like the admin section (adminOnly.ts): the cashier's
 * own screens show these objects. Spread into each route's options:
 * `{ ...RATE_SETTERS_ONLY, schema }`; the route table declares such routes `RATE_SETTERS`
 * or `DECIDERS` (testing/routeAccess.ts).
 */
async function rateSettersOnly(request: FastifyRequest): Promise<void> {
  if (!canSetRates(currentUser(request))) throw forbidden();
}

export const RATE_SETTERS_ONLY = { onRequest: rateSettersOnly } as const;
