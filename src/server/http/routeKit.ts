import type { FastifyRequest } from 'fastify';
import { isWireDate } from '../../shared/dates';
import type { PageQuery } from './pagination';
import { currentUser } from '../plugins/auth';
import { fieldErrors } from './errors';
import { WIRE_DATE_ERROR } from '../../shared/contract/request/fields';
import type { Actor } from './scope';

/** What every feature's thin routes share: who asks, which page, and real calendar dates. */

/** The signed-in user (AuthUser is an Actor as it is). */
export const actorOf = (request: FastifyRequest): Actor => currentUser(request);

export function pageOf(request: FastifyRequest, q: { page?: number; size?: number }): PageQuery {
  return { page: q.page, size: q.size, url: request.url };
}

const DATE_FIELDS = ['date', 'from_date', 'to_date', 'created_at'];

/**
 * The schema checks the yyyy-MM-dd shape; this refuses days that do not exist (2026-02-30)
 * before PostgreSQL would, so the answer is a 400 field error and never a 500.
 */
export function checkDates<T extends object>(values: T): T {
  const errors: Record<string, string[]> = {};
  for (const field of DATE_FIELDS) {
    const value = (values as Record<string, unknown>)[field];
    if (value !== undefined && !isWireDate(value)) errors[field] = [WIRE_DATE_ERROR];
  }
  if (Object.keys(errors).length) throw fieldErrors(errors);
  return values;
}
