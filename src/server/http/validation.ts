import type { FieldErrors } from '../../shared/contract';
import { SERVER_MESSAGES as M } from './messages';

/**
 * Route schemas are checked by Fastify's ajv; this file turns ajv's errors into DRF's
 * `{"field": ["Russian message"]}`. A property schema may carry `x-error` to say its one
 * message itself (pagination's page: "Неправильная страница.").
 */
export const ERROR_KEYWORD = 'x-error';

interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  parentSchema?: Record<string, unknown>;
  data?: unknown;
}

type AjvLike = { addKeyword(def: { keyword: string; schemaType: string }): unknown };

/** Fastify `ajv` server option: every error at once (DRF lists all fields), the annotation known. */
export const ajvOptions = {
  customOptions: { allErrors: true, verbose: true, coerceTypes: 'array' as const, removeAdditional: true, useDefaults: true },
  plugins: [
    (ajv: AjvLike) => {
      ajv.addKeyword({ keyword: ERROR_KEYWORD, schemaType: 'string' });
      return ajv;
    },
  ],
};

function messageFor(e: AjvError): string {
  const custom = e.parentSchema?.[ERROR_KEYWORD];
  if (typeof custom === 'string' && e.keyword !== 'required') return custom;
  const limit = Number(e.params.limit);
  switch (e.keyword) {
    case 'required':
      return M.fieldRequired;
    case 'type':
      // A JSON null where a value is required (jsonBodyTypes.ts): DRF's own words for it.
      if (e.data === null) return M.notNull;
      switch (e.params.type) {
        case 'integer':
          return M.invalidInteger;
        case 'number':
          return M.invalidNumber;
        case 'string':
          return M.invalidString;
        case 'boolean':
          return M.invalidBoolean;
        case 'object':
          return M.expectedObject;
        default:
          return M.invalidValue;
      }
    case 'minimum':
    case 'exclusiveMinimum':
      return M.minValue(limit);
    case 'maximum':
    case 'exclusiveMaximum':
      return M.maxValue(limit);
    case 'minLength':
      return limit <= 1 ? M.blank : M.minLength(limit);
    case 'maxLength':
      return M.maxLength(limit);
    case 'enum':
      return M.invalidChoice(e.data);
    case 'not':
      // The one `not` of the schemas: requiredText's "only spaces" (http/schemas.ts).
      return M.blank;
    default:
      return M.invalidValue;
  }
}

/** The top-level field an error belongs to; the whole body being wrong is non_field_errors. */
function fieldOf(e: AjvError): string {
  const path = e.instancePath.split('/').filter(Boolean);
  if (e.keyword === 'required') path.push(String(e.params.missingProperty));
  if (e.keyword === 'additionalProperties') path.push(String(e.params.additionalProperty));
  return path[0] ?? 'non_field_errors';
}

export function fieldErrorsFromAjv(errors: AjvError[]): FieldErrors {
  const out: FieldErrors = {};
  for (const e of errors) {
    const field = fieldOf(e);
    const message = messageFor(e);
    const list = (out[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return out;
}
