import type { FastifyRequest } from 'fastify';
import { currentUser } from '../plugins/auth';
import { forbidden, notFound } from './errors';

/**
 * The admin section's routes (/api/admin/…): admins only, decided before the request
 * is even validated, so that to anyone else the section does not exist (404, as /api/audit/),
 * whatever they send. Spread into each route's options: `{ ...ADMIN_ONLY, schema }`.
 */
async function adminOnly(request: FastifyRequest): Promise<void> {
  if (!currentUser(request).isAdmin) throw notFound();
}

export const ADMIN_ONLY = { preValidation: adminOnly } as const;

/**
 * What only an admin does outside the admin section (switching the site off): not hidden,
 * a refusal (403) to anyone else, decided at onRequest. Not a permission flag: PERMITTED
 * would let any flag holder in.
 */
async function adminAction(request: FastifyRequest): Promise<void> {
  if (!currentUser(request).isAdmin) throw forbidden();
}

export const ADMIN_ACTION = { onRequest: adminAction } as const;
