import { errorMessage, NETWORK_MESSAGE } from '../../../api/errors';

/**
 * Why an accept or a delivery failed, in words the dialog shows. The actors reject with what
 * RTK Query's mutation `.unwrap()` throws: `{ status, data }` (FetchBaseQueryError).
 */
export type AcceptanceFailureReason =
  /** 409: someone (maybe this user in another tab) moved the transfer first. */
  | 'taken'
  /** 400 on an accept with a code: the code is not this transfer's. */
  | 'wrongCode'
  /** 404: gone, or not the user's to see. */
  | 'notFound'
  /** The row's status does not allow the action: nothing was sent. */
  | 'notAllowed'
  | 'network'
  /** Anything else the server refused (a 400 of a delivery, 403, 429, 5xx…): its own words. */
  | 'refused';

export interface AcceptanceFailure {
  reason: AcceptanceFailureReason;
  message: string;
}

export const ACCEPTANCE_MESSAGES = {
  taken: 'Перевод уже принят или выдан: возможно, это сделал другой пользователь. Обновите список переводов.',
  wrongCode: 'Неверный код перевода.',
  notFound: 'Перевод не найден: возможно, он удалён или недоступен вам. Обновите список переводов.',
  notAllowed: 'Это действие с переводом сейчас недоступно. Обновите список переводов.',
  codeRequired: 'Поле обязательно',
  codeFormat: 'Код перевода: 8 цифр.',
} as const;

/** The row is out of date after these: the screen refetches instead of offering a retry. */
export function isFinalFailure(reason: AcceptanceFailureReason | null): boolean {
  return reason === 'taken' || reason === 'notFound' || reason === 'notAllowed';
}

function firstText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = firstText(item);
      if (text) return text;
    }
  }
  return null;
}

/**
 * The server's own sentence for a 400: the named field's first, else a general one, else any
 * field's — without DRF's field name, which means nothing to a cashier in a dialog.
 */
function badRequestMessage(data: unknown, field?: string): string | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return firstText(data);
  const body = data as Record<string, unknown>;
  const keys = [field, 'nonFieldErrors', 'non_field_errors', 'detail', ...Object.keys(body)];
  for (const key of keys) {
    const text = key === undefined ? null : firstText(body[key]);
    if (text) return text;
  }
  return null;
}

export function describeAcceptanceError(error: unknown, withCode: boolean): AcceptanceFailure {
  const { status, data } = (error && typeof error === 'object' ? error : {}) as { status?: unknown; data?: unknown };
  switch (status) {
    case 409:
      return { reason: 'taken', message: ACCEPTANCE_MESSAGES.taken };
    case 404:
      return { reason: 'notFound', message: ACCEPTANCE_MESSAGES.notFound };
    case 400:
      // A refusal about the payout's client is not about the code.
      return withCode && !namesField(data, 'receiver_client')
        ? { reason: 'wrongCode', message: badRequestMessage(data, 'transfer_code') ?? ACCEPTANCE_MESSAGES.wrongCode }
        : { reason: 'refused', message: badRequestMessage(data) ?? errorMessage(error) };
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
      return { reason: 'network', message: NETWORK_MESSAGE };
    default:
      return { reason: 'refused', message: errorMessage(error) };
  }
}

function namesField(data: unknown, field: string): boolean {
  return !!data && typeof data === 'object' && !Array.isArray(data) && field in data;
}
