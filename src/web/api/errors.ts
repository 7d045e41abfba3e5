import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { MESSAGES } from '../../shared/contract';

export const FALLBACK_MESSAGE = 'Произошла ошибка. Повторите попытку позже.';
export const NETWORK_MESSAGE = 'Нет связи с сервером. Проверьте подключение и повторите попытку.';

/** The body keys docs/PRODUCT.md §8 reads, in its order of preference. */
const MESSAGE_KEYS = ['nonFieldErrors', 'detail', 'non_field_errors', 'type'] as const;

/** Thrown during render so that the route's error boundary handles it (a 401 → /login). */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    message = `HTTP ${status}`,
  ) {
    super(message);
    this.name = 'HttpStatusError';
  }
}

export function isHttpStatus(error: unknown, status: number): boolean {
  return error instanceof HttpStatusError && error.status === status;
}

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (Array.isArray(value)) {
    const parts = value.map(text).filter((v): v is string => v !== null);
    return parts.length ? parts.join('\n') : null;
  }
  return null;
}

/** DRF field errors ({"amount": ["..."]}) read as "amount: ..." lines. */
function fieldErrors(body: Record<string, unknown>): string | null {
  const lines = Object.entries(body)
    .map(([field, value]) => {
      const message = text(value);
      return message ? `${field}: ${message}` : null;
    })
    .filter((v): v is string => v !== null);
  return lines.length ? lines.join('\n') : null;
}

/**
 * The message docs/PRODUCT.md §8 shows for a failed call: the first of nonFieldErrors, detail,
 * non_field_errors or type in the body; otherwise the error itself; otherwise a fallback.
 */
export function errorMessage(error: FetchBaseQueryError | SerializedError | unknown): string {
  if (!error || typeof error !== 'object') return text(error) ?? FALLBACK_MESSAGE;
  const err = error as { status?: unknown; data?: unknown; error?: unknown; message?: unknown };
  const body = err.data;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const record = body as Record<string, unknown>;
    for (const key of MESSAGE_KEYS) {
      const message = text(record[key]);
      if (message) return message;
    }
    const fields = fieldErrors(record);
    if (fields) return fields;
  }
  if (err.status === 'FETCH_ERROR') return NETWORK_MESSAGE;
  if (err.status === 503) return MESSAGES.siteOff;
  // An HTTP status or an unparsable body (an HTML error page) has nothing worth showing.
  if (typeof err.status === 'number' || err.status === 'PARSING_ERROR') return FALLBACK_MESSAGE;
  // The error itself: a custom error's text, or a thrown Error's message.
  return text(err.error) ?? text(err.message) ?? FALLBACK_MESSAGE;
}

/** The `detail` of a 503, which says why the site is off. */
export function siteOffMessage(error: FetchBaseQueryError): string {
  const body = 'data' in error ? error.data : null;
  const detail = body && typeof body === 'object' ? text((body as Record<string, unknown>).detail) : null;
  return detail ?? MESSAGES.siteOff;
}
