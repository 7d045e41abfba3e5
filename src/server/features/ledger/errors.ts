import { MESSAGES } from '../../../shared/contract';
import { HttpError, badRequest, conflict, forbidden, nonFieldError, notFound, tooManyRequests } from '../../http/errors';

/**
 * The ledger's errors are the API's HttpError (http/errors.ts), which the one error handler
 * sends as is; these helpers add the ledger's wording.
 */
export { HttpError, conflict, forbidden, nonFieldError, notFound };

export const fieldError = (field: string, message: string) => badRequest({ [field]: [message] });
export const fieldErrors = badRequest;
export const throttled = (retryAfterSeconds = 60) => tooManyRequests(retryAfterSeconds, MESSAGES.throttled);

/** DRF's wording for a primary key that names nothing (or nothing the user may see). */
export const noSuchObject = (field: string, id: unknown) =>
  fieldError(field, `Недопустимый первичный ключ "${String(id)}" - объект не существует.`);
