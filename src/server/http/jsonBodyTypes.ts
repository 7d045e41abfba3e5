import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyRequest } from 'fastify';

/**
 * A JSON body's values keep their JSON types (docs/api/conventions.md "Errors"). Query
 * strings, form and multipart bodies are all text, so their values are converted to the
 * declared types (ajv's coerceTypes 'array'); a JSON body keeps only the conversions DRF
 * makes between text and numbers ("5" for an id, 100 for an amount). Everything else ajv
 * would convert is a 400 on its field: `"cash_register": true` is not register 1,
 * `"is_active": 1` or `null` is not a boolean, `null` is not "" or 0, and `[1]` or `["x"]`
 * is not unwrapped into 1 or "x" — a client that sends those means something else.
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

/** Text read as a number or a number as text: the one conversion a JSON body keeps. */
function isAllowedConversion(e: AjvError): boolean {
  const expected = String(e.params.type ?? '').split(',');
  if (typeof e.data === 'string') return expected.includes('number') || expected.includes('integer');
  if (typeof e.data === 'number') return expected.includes('string');
  return false;
}

/**
 * The type errors of values that would only pass by a conversion a JSON body may not have.
 * A value under `anyOf` (a date or null) fails each branch's type: it is refused only if no
 * branch would take it by an allowed conversion ("5" for `anyOf: [integer, null]` is fine).
 */
function refusedConversions(errors: AjvError[]): AjvError[] {
  const typeErrors = errors.filter((e) => e.keyword === 'type');
  const allowedAt = new Set(typeErrors.filter(isAllowedConversion).map((e) => e.instancePath));
  const refused = typeErrors.filter((e) => !allowedAt.has(e.instancePath));
  return refused.filter((e, i) => refused.findIndex((x) => x.instancePath === e.instancePath) === i);
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
        const mismatches = isJson ? refusedConversions(strict.errors ?? []) : [];
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
