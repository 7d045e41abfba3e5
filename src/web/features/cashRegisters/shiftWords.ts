import type { CashDifferencesReport, Shift, ShiftCountLine } from '../../../shared/contract';
import { formatAmount } from '../../../shared/money';
import { formatInstant } from '../../ui/formatInstant';

const isZero = (value: string) => /^-?0(\.0+)?$/.test(value);
const signed = (value: string) => `${value.startsWith('-') ? '' : '+'}${formatAmount(value)}`;

/** "RUB −500.00, USD +20.00" of a count's lines (the ones that differ). */
const differing = (lines: ShiftCountLine[]) => lines.filter((l) => !isZero(l.difference)).map((l) => `${l.currency.code} ${signed(l.difference)}`);

/** A shift's differences in words: the handover's and the close's. */
export function describeDifferences(shift: Shift): string {
  const parts = [
    ...differing(shift.opening).map((t) => `при приёме ${t}`),
    ...differing(shift.closing).map((t) => `при закрытии ${t}`),
  ];
  return parts.length ? parts.join(', ') : 'без расхождений';
}

/** "открыта с 24/11/2026 09:00, Ксения Кассирова". */
export const openSince = (shift: Shift) => `открыта с ${formatInstant(shift.opened_at)}, ${shift.opened_by?.name ?? 'система'}`;

/** "закрыта 24/11/2026 21:00, Ксения Кассирова". */
export const closedAt = (shift: Shift) => `закрыта ${formatInstant(shift.closed_at!)}, ${shift.closed_by?.name ?? 'система'}`;

/** A register's day differences per currency: "RUB −500.00 · USD +20.00", or "нет". */
export function dayDifferences(report: CashDifferencesReport | undefined, registerId: number): string {
  const lines = report?.by_register.filter((r) => r.cash_register.id === registerId) ?? [];
  return lines.length ? lines.map((l) => `${l.currency.code} ${signed(l.net)}`).join(' · ') : 'нет';
}
