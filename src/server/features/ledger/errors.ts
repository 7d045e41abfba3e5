import { MESSAGES, type ApiErrorBody, type FieldErrors } from '../../../shared/contract';

/**
 * An error the API answers as is: status + a body in DRF's shapes. Services throw these;
 * the error handler sends `body` with `statusCode`. Anything else is a 500 with no details.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ApiErrorBody,
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
    this.name = 'HttpError';
  }
}

export const fieldError = (field: string, message: string) => new HttpError(400, { [field]: [message] });
export const fieldErrors = (errors: FieldErrors) => new HttpError(400, errors);
export const nonFieldError = (message: string) => new HttpError(400, { non_field_errors: [message] });
export const notFound = () => new HttpError(404, { detail: MESSAGES.notFound });
export const forbidden = () => new HttpError(403, { detail: MESSAGES.forbidden });
export const conflict = (detail: string) => new HttpError(409, { detail });
export const throttled = () => new HttpError(429, { detail: MESSAGES.throttled });

/** DRF's wording for a primary key that names nothing (or nothing the user may see). */
export const noSuchObject = (field: string, id: unknown) =>
  fieldError(field, `Недопустимый первичный ключ "${String(id)}" - объект не существует.`);
