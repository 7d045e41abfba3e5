import type { FieldErrors } from '../../shared/contract';
import { SERVER_MESSAGES as M } from './messages';

/**
 * An answer that is not a success, in DRF's shapes. Services throw these; the one error
 * handler (plugins/errorHandler.ts) sends them as they are.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { detail: string } | FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

export const badRequest = (errors: FieldErrors) => new HttpError(400, errors);
export const nonFieldError = (message: string) => new HttpError(400, { non_field_errors: [message] });
export const unauthorized = (detail: string = M.notAuthenticated) =>
  // DRF's TokenAuthentication answers 401 with this challenge.
  new HttpError(401, { detail }, { 'www-authenticate': 'Token' });
export const forbidden = (detail: string = M.forbidden) => new HttpError(403, { detail });
export const notFound = (detail: string = M.notFound) => new HttpError(404, { detail });
export const conflict = (detail: string) => new HttpError(409, { detail });
export const tooManyRequests = (retryAfterSeconds: number, detail: string = M.throttled) =>
  new HttpError(429, { detail }, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const siteOff = () => new HttpError(503, { detail: M.siteOff });

export const fieldError = (field: string, message: string) => badRequest({ [field]: [message] });
export const fieldErrors = badRequest;
export const throttled = (retryAfterSeconds = 60) => tooManyRequests(retryAfterSeconds, M.throttled);

/** DRF's wording for a primary key that names nothing (or nothing the user may see). */
export const noSuchObject = (field: string, id: unknown) =>
  fieldError(field, M.noSuchObject(id));
