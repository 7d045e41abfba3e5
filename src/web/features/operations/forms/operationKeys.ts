/**
 * The keys that open the forms (docs/web/operations.md). Function keys, because letters and
 * digits are typed into the fields; F2/F3 sit under the left hand next to Esc.
 */
export type FormKind = 'BUY' | 'SELL' | 'person' | 'crypto';

export const FORM_KEYS: Record<string, FormKind> = {
  F2: 'BUY',
  F3: 'SELL',
  F4: 'person',
  F8: 'crypto',
};

export const KEY_OF: Record<FormKind, string> = { BUY: 'F2', SELL: 'F3', person: 'F4', crypto: 'F8' };
