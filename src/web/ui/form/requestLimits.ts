import * as yup from 'yup';
import type { TObject, TSchema } from '../../../shared/contract/request/fields';
import { REQUIRED } from './validation';

/**
 * A form's limits come from the request it sends (src/shared/contract/request): the length
 * the server accepts is the length the form allows, so the two cannot drift apart
 * (docs/api/conventions.md, "Requests"). Every form's schema is compared with its request's
 * declaration by formLimits.test.ts.
 */

type Field = TSchema & { maxLength?: number; minLength?: number; pattern?: string; 'x-error'?: string };

/** The declaration of one field of a request (a field the request does not declare is a typo: it throws). */
export function requestField<P extends Record<string, TSchema>>(request: TObject<P>, name: keyof P & string): Field {
  const field = request.properties[name] as Field | undefined;
  if (!field) throw new Error(`The request declares no field "${name}"`);
  return field;
}

const isRequired = (request: TObject, name: string) => (request.required ?? []).includes(name);

/**
 * A text field as the request declares it: required when the request requires it, at most its
 * maxLength (in the form's words), and its own pattern with its own message.
 */
export function textOf<P extends Record<string, TSchema>>(request: TObject<P>, name: keyof P & string) {
  const field = requestField(request, name);
  let schema = yup.string();
  if (isRequired(request, name) || (field.minLength ?? 0) > 0) schema = schema.trim().required(REQUIRED);
  if (field.maxLength !== undefined) schema = schema.max(field.maxLength, `Не более ${field.maxLength} символов`);
  if (field['x-error'] && field.pattern) schema = schema.matches(new RegExp(field.pattern), field['x-error']);
  return schema;
}

/** The longest text the request accepts in a field (for an input's maxLength attribute). */
export const maxLengthOf = <P extends Record<string, TSchema>>(request: TObject<P>, name: keyof P & string): number | undefined =>
  requestField(request, name).maxLength;
