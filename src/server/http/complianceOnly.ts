import type { FastifyRequest } from 'fastify';
import { canSeeCompliance } from '../../shared/contract/permissions';
import { currentUser } from '../plugins/auth';
import { forbidden, notFound } from './errors';

/**
 * The compliance section's routes (/api/compliance/…, the mandatory-control download;
 * docs/api/clients.md): admins and compliance officers only, decided before the request is
 * validated, so that to anyone else the section does not exist (404), as the admin section
 * (adminOnly.ts). Spread into each route's options: `{ ...COMPLIANCE_ONLY, schema }`.
 */
async function complianceOnly(request: FastifyRequest): Promise<void> {
  if (!canSeeCompliance(currentUser(request))) throw notFound();
}

export const COMPLIANCE_ONLY = { preValidation: complianceOnly } as const;

/**
 * A city's compliance settings are not hidden (every cashier's form reads the thresholds),
 * but only admins and compliance officers change them: to others a refusal, 403.
 */
async function complianceWriter(request: FastifyRequest): Promise<void> {
  if (!canSeeCompliance(currentUser(request))) throw forbidden();
}

export const COMPLIANCE_WRITERS = { onRequest: complianceWriter } as const;
