import Decimal from 'decimal.js';
import { needsClient } from '../../shared/contract/clients';

/** A deal at the window, as the offline checks need it: amounts as decimal strings. */
export interface WindowDeal {
  operation_type: 'BUY' | 'SELL';
  /** The foreign currency's code and amount. */
  currency: string;
  amount: string;
  /** What the till pays (BUY) or takes (SELL) in its own currency, and that currency's code. */
  total: string;
  local: string;
}

export interface OfflineDealLimits {
  /** The city's offline limit in the base currency; null: offline trading off (docs/OFFLINE.md). */
  offlineLimit: string | null;
  /** The city's identification threshold; null: none. */
  identificationThreshold: string | null;
  baseCode: string;
  /** The till's closing balance per currency code as last received. */
  balances: Record<string, string>;
  /** The deals waiting in the queue: their cash has changed hands too. */
  queued: WindowDeal[];
}

export const OFFLINE_OFF = 'Офлайн-обмен в этом городе выключен: нужна связь с сервером.';

/** How a deal moves the till: the currency in and the local money out on a buy, the reverse on a sale. */
function moves(deal: WindowDeal): Array<[string, Decimal]> {
  const sign = deal.operation_type === 'BUY' ? 1 : -1;
  return [
    [deal.currency, new Decimal(deal.amount).times(sign)],
    [deal.local, new Decimal(deal.total).times(-sign)],
  ];
}

/**
 * Whether the window may make this deal while the server is away, and if not, why — the
 * browser's checks of docs/OFFLINE.md: at most the city's offline limit (null: off), below the
 * identification threshold (the client cannot be screened without the server: the rule in
 * force wins), and the till's last known balance plus the queued deals never below zero in
 * either currency. `baseValue` is the deal's value in the base currency. Null: allowed.
 */
export function offlineDealRefusal(deal: WindowDeal, baseValue: string, limits: OfflineDealLimits): string | null {
  const { offlineLimit, identificationThreshold, baseCode } = limits;
  if (offlineLimit === null) return OFFLINE_OFF;
  if (new Decimal(baseValue).gt(offlineLimit)) return `Больше офлайн-лимита города: не более ${new Decimal(offlineLimit).toFixed(2)} ${baseCode}.`;
  if (needsClient(baseValue, identificationThreshold))
    return `Нужна идентификация клиента (от ${new Decimal(identificationThreshold!).toFixed(2)} ${baseCode}): без связи с сервером такая операция невозможна.`;
  const after = new Map<string, Decimal>();
  const add = ([code, delta]: [string, Decimal]) => after.set(code, (after.get(code) ?? new Decimal(limits.balances[code] ?? '0')).plus(delta));
  for (const queued of limits.queued) moves(queued).forEach(add);
  const available = new Map(after);
  moves(deal).forEach(add);
  for (const [code, balance] of after) {
    if (balance.isNegative()) {
      const left = available.get(code) ?? new Decimal(limits.balances[code] ?? '0');
      return `Недостаточно средств в кассе с учётом офлайн-операций: доступно ${left.toFixed(2)} ${code}.`;
    }
  }
  return null;
}
