import Type, { type Static, type TSchema } from 'typebox';

/**
 * The building blocks of the wire records' declarations (TypeBox: each one is a JSON schema
 * and a TypeScript type at once). The API answers with these schemas (Fastify serialises by
 * them, the OpenAPI document shows them, tests validate every answer against them); the
 * contract's types are `Static<typeof …>` of the same values. Values live in `schema/` only,
 * and the type files import them with `import type`, so the web bundle carries none of this.
 */

/** Money, rates and percentages: decimal strings, never JSON numbers (docs/PRODUCT-DECISIONS.md). */
export const Decimal = Type.String({ pattern: '^-?\\d+(\\.\\d+)?$', description: 'Десятичная строка' });
/** A calendar day on the wire. */
export const WireDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-MM-dd' });
/** An instant: ISO 8601 with the offset. */
export const Instant = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}', description: 'ISO 8601' });
export const Id = Type.Integer();

/**
 * One of a few strings; `type: string` keeps Fastify's serializer on its fast path. A
 * request's field may add its options (a default, a description).
 */
export function StringEnum<const T extends readonly string[]>(values: T, options: Record<string, unknown> = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/**
 * The schema or null, as one `type` list (`["object", "null"]`): what the answers declared
 * before TypeBox, so the serializer treats nullable fields as it did (an anyOf would not).
 */
export function Nullable<T extends TSchema & { type: string }>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
}

/** DRF's page: `{count, next, previous, results}` (pagination.ts has its type, Paginated<T>). */
export function Page<T extends TSchema>(item: T) {
  return Type.Object({
    count: Type.Integer(),
    next: Nullable(Type.String()),
    previous: Nullable(Type.String()),
    results: Type.Array(item),
  });
}

export { Type };
export type { Static, TSchema };
