import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyRequest } from 'fastify';

/**
 * A JSON body's booleans are booleans and its numbers are not booleans (docs/api/conventions.md
 * "Errors"). Query strings, form and multipart bodies are all text, so their values are
 * converted to the declared types (ajv's coerceTypes); a JSON body keeps that for text and
 * numbers only, as DRF does ("5" for an id, 100 for an amount), but `"cash_register": true`
 * is no longer register 1 and `"is_active": 1` no longer true: each is a 400 on its field.
 */

const JSON_BODIES = new WeakSet<object>();

/** preValidation: remembers which bodies came as JSON (the validator sees only the value). */
export async function markJsonBody(request: FastifyRequest): Promise<void> {
  const type = String(request.headers['content-type'] ?? '');
  if (/^application\/([\w.+-]+\+)?json\b/i.test(type) && request.body !== null && typeof request.body === 'object') {
    JSON_BODIES.add(request.body);
  }
}

interface AjvError {
  keyword: string;
  instancePath: string;
  params: { type?: unknown };
  data?: unknown;
}
type Validate = ((data: unknown) => boolean) & { errors?: AjvError[] | null };
type RouteSchema = { schema: unknown; method: string; url: string; httpPart?: string };
type ServerOptions = { customOptions: Record<string, unknown>; plugins?: unknown[] };

/** A value of one JSON type read as another where a boolean is on either side. */
function isBooleanMismatch(e: AjvError): boolean {
  if (e.keyword !== 'type') return false;
  const expected = String(e.params.type ?? '').split(',');
  return typeof e.data === 'boolean' ? !expected.includes('boolean') : expected.includes('boolean') && e.data !== null;
}

/** Fastify `schemaController.compilersFactory.buildValidator`: Fastify's own ajv, twice. */
export function buildValidatorFactory() {
  const pool = AjvCompiler();
  return (externalSchemas: unknown, options: ServerOptions) => {
    const converting = pool(externalSchemas as never, options as never) as (route: RouteSchema) => Validate;
    const exact = pool(externalSchemas as never, { ...options, customOptions: { ...options.customOptions, coerceTypes: false } } as never) as (
      route: RouteSchema,
    ) => Validate;
    return (route: RouteSchema): Validate => {
      const loose = converting(route);
      if (route.httpPart !== 'body') return loose;
      const strict = exact(route);
      const validate: Validate = (data) => {
        const isJson = data !== null && typeof data === 'object' && JSON_BODIES.has(data);
        if (isJson && strict(data)) {
          validate.errors = null;
          return true;
        }
        const mismatches = isJson ? (strict.errors ?? []).filter(isBooleanMismatch) : [];
        const ok = loose(data);
        if (!mismatches.length) {
          validate.errors = ok ? null : loose.errors;
          return ok;
        }
        const elsewhere = (loose.errors ?? []).filter((e) => !mismatches.some((m) => m.instancePath === e.instancePath));
        validate.errors = [...mismatches, ...elsewhere];
        return false;
      };
      return validate;
    };
  };
}
