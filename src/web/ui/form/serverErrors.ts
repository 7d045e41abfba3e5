/**
 * A DRF 400 body mapped onto a form: `{"amount": ["..."]}` lands under the amount field;
 * non_field_errors, detail, and errors of fields the form does not have go above the form.
 * Anything but a 400 is not the form's business (the error catalogue alerts it): null.
 */
export interface ServerFormErrors {
  fields: Record<string, string>;
  form: string[];
}

const FORM_KEYS = new Set(['non_field_errors', 'nonFieldErrors', 'detail']);

const messages = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap(messages) : typeof value === 'string' && value.trim() ? [value.trim()] : [];

export function serverFormErrors(error: unknown, fieldNames: readonly string[]): ServerFormErrors | null {
  if (!error || typeof error !== 'object' || (error as { status?: unknown }).status !== 400) return null;
  const body = (error as { data?: unknown }).data;
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
