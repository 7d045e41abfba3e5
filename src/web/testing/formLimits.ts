import type { AnyObjectSchema } from 'yup';
import { FORMAT_PATTERNS, type TObject } from '../../shared/contract/request/fields';

/**
 * Where a form and the request it sends disagree, field by field (the fields both name):
 * the longest text, the shortest, a field's own pattern, and a field the request requires that
 * the form lets through empty (unless the request takes null there: the form sends an empty
 * field as null). An empty list is agreement. Decimal fields are left to the money kit (it
 * checks the currency's own places); a pattern without its own message (the server's "no NUL"
 * guard) is the server's alone.
 */
export function formRequestDisagreements(form: AnyObjectSchema, request: TObject): string[] {
  const out: string[] = [];
  const described = form.describe().fields as Record<string, { tests: Array<{ name?: string; params?: Record<string, unknown> }>; optional?: boolean }>;
  for (const [name, field] of Object.entries(described)) {
    const declared = request.properties[name] as { type?: string | string[]; maxLength?: number; minLength?: number; pattern?: string; 'x-error'?: string } | undefined;
    if (!declared) continue;
    const test = (kind: string) => field.tests.find((t) => t.name === kind)?.params;
    const max = test('max')?.max;
    if (max !== declared.maxLength) out.push(`${name}: the form allows ${max ?? 'any'} characters, the request ${declared.maxLength ?? 'any'}`);
    const min = test('min')?.min;
    if (min !== undefined && min !== declared.minLength) out.push(`${name}: the form wants ${String(min)} characters at least, the request ${declared.minLength ?? 0}`);
    if (declared['x-error'] && declared.pattern && !FORMAT_PATTERNS.has(declared.pattern)) {
      const regex = test('matches')?.regex as RegExp | undefined;
      if (regex?.source !== declared.pattern) out.push(`${name}: the form checks ${regex?.source ?? 'no pattern'}, the request ${declared.pattern}`);
    }
    // A required field that takes null (a threshold: null for none) is sent even when left empty.
    const takesNull = Array.isArray(declared.type) && declared.type.includes('null');
    if ((request.required ?? []).includes(name) && !takesNull && field.optional !== false) out.push(`${name}: the request requires it, the form does not`);
  }
  return out;
}
