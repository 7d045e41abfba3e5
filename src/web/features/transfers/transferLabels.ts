import type { CurrencyRef, Transfer, TransferKind, TransferStatus } from '../../../shared/contract/ledger';
import { formatAmount } from '../../../shared/money';

/** docs/PRODUCT.md §4's statuses, as a cashier says them. */
export const STATUS_LABELS: Record<TransferStatus, string> = {
  Pending: 'Ожидает',
  Accepted: 'Принят',
  Delivered: 'Выдан',
  Cancelled: 'Отменен',
};

export const KIND_LABELS: Record<TransferKind, string> = {
  INTERNAL: 'Внутренний',
  EXTERNAL: 'Внешний',
  CRYPTO: 'Крипто',
};

/** Tab ids (the URL's `?kind=`), in the order of docs/PRODUCT.md §4. */
export const KIND_TABS: Array<{ kind: TransferKind; id: string; label: string }> = [
  { kind: 'INTERNAL', id: 'internal', label: 'Внутренние' },
  { kind: 'EXTERNAL', id: 'external', label: 'Внешние' },
  { kind: 'CRYPTO', id: 'crypto', label: 'Крипто' },
];

/** The tabs a user sees: Крипто only with the crypto permission. */
export const visibleKindTabs = (cryptoAllowed: boolean) => KIND_TABS.filter((tab) => tab.kind !== 'CRYPTO' || cryptoAllowed);

/** A table's name: "Внутренние переводы". */
export const KIND_TABLE_LABELS: Record<TransferKind, string> = {
  INTERNAL: 'Внутренние переводы',
  EXTERNAL: 'Внешние переводы',
  CRYPTO: 'Крипто переводы',
};

/** Crypto transfers name their currency crypto_currency on the wire. */
export function transferCurrency(t: Transfer): CurrencyRef {
  return ('crypto_currency' in t ? (t as Transfer & { crypto_currency: CurrencyRef }).crypto_currency : null) ?? t.currency;
}

/** Crypto amounts keep their 8 places, fiat 2 (docs/PRODUCT-DECISIONS.md: money). */
export function kindDecimals(kind: TransferKind): number {
  return kind === 'CRYPTO' ? 8 : 2;
}

/** "1 500.00 USD", grouped from the decimal string (never through a float). */
export function transferMoney(t: Transfer, value: string = t.amount): string {
  return `${formatAmount(value, kindDecimals(t.transfer_kind))} ${transferCurrency(t).code}`;
}

/** dd/MM/yyyy HH:mm in the browser's zone (docs/PRODUCT.md §9: dates as dd/MM/yyyy). */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** How long a transfer has waited: "5 мин", "3 ч 20 мин", "2 дн 4 ч". */
export function waitingTime(createdAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - new Date(createdAt).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} мин`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ч ${minutes % 60} мин`;
  return `${Math.floor(hours / 24)} дн ${hours % 24} ч`;
}
