import type { FastifyRequest } from 'fastify';
import { badRequest, notFound } from './errors';
import { SERVER_MESSAGES as M } from './messages';

/**
 * ajv coerces "1e400" to Infinity, calls it an integer and skips minimum/maximum for it
 * (they only test finite numbers); the database would then fail on it. Checked once here,
 * after validation, for every route's params, query and body.
 */
function nonFiniteKeys(value: unknown): string[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).filter(
    ([, v]) => (typeof v === 'number' && !Number.isFinite(v)) || (Array.isArray(v) && v.some((x) => typeof x === 'number' && !Number.isFinite(x))),
  ).map(([k]) => k);
}

export async function rejectNonFiniteNumbers(request: FastifyRequest): Promise<void> {
  if (nonFiniteKeys(request.params).length) throw notFound();
  const bad = [...nonFiniteKeys(request.query), ...nonFiniteKeys(request.body)];
  if (bad.length) throw badRequest(Object.fromEntries(bad.map((k) => [k, [M.invalidNumber]])));
}
