/**
 * A DRF 400 body mapped onto a form: `{"amount": ["..."]}` lands under the amount field;
 * non_field_errors, detail, and errors of fields the form does not have go above the form.
 * A 403 naming one of the form's fields is a refusal about that field (a client found on the
 * list): it lands under the field too. Anything else is not the form's business (the error
 * catalogue handles it): null.
 */
export interface ServerFormErrors {
  fields: Record<string, string>;
  form: string[];
}

const FORM_KEYS = new Set(['non_field_errors', 'nonFieldErrors', 'detail']);

const messages = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap(messages) : typeof value === 'string' && value.trim() ? [value.trim()] : [];

export function serverFormErrors(error: unknown, fieldNames: readonly string[]): ServerFormErrors | null {
  if (!error || typeof error !== 'object') return null;
  const { status, data: body } = error as { status?: unknown; data?: unknown };
  if (status === 403 && !namesAField(body, fieldNames)) return null;
  if (status !== 400 && status !== 403) return null;
  const result: ServerFormErrors = { fields: {}, form: [] };
  if (!body || typeof body !== 'object' || Array.isArray(body)) return result;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const texts = messages(value);
    if (texts.length === 0) continue;
    if (!FORM_KEYS.has(key) && fieldNames.includes(key)) result.fields[key] = texts.join(' ');
    else result.form.push(...(FORM_KEYS.has(key) ? texts : texts.map((t) => `${key}: ${t}`)));
  }
  return result;
}

function namesAField(body: unknown, fieldNames: readonly string[]): boolean {
  return !!body && typeof body === 'object' && !Array.isArray(body) && Object.keys(body).some((k) => !FORM_KEYS.has(k) && fieldNames.includes(k));
}
