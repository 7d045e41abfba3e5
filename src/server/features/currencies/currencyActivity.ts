import { formatAmount } from '../../../shared/money';
import { isFinalTransferStatus, TRANSFER_STATUSES, type TransferKind } from '../../../shared/machines/transferLifecycle';
import type { Queryable } from '../../db/types';

const KINDS: TransferKind[] = ['INTERNAL', 'EXTERNAL', 'CRYPTO'];
const UNFINISHED = KINDS.flatMap((kind) => TRANSFER_STATUSES.filter((s) => !isFinalTransferStatus(kind, s)).map((s) => [kind, s] as const));
/** At most this many registers (or transfer numbers) are named in a reason. */
const NAMED = 5;

const named = (items: string[]) => items.slice(0, NAMED).join(', ') + (items.length > NAMED ? ` и ещё ${items.length - NAMED}` : '');

/** NUMERIC(28,8) as the currency shows it, never cutting a digit that is not zero. */
function shown(amount: string, decimals: number): string {
  const significant = (amount.replace(/^-/, '').split('.')[1] ?? '').replace(/0+$/, '').length;
  return formatAmount(amount, Math.max(decimals, significant));
}

/**
 * Why a currency cannot be switched off now, one sentence per reason; none = it may be. An
 * inactive currency is offered nowhere, so money still in it would be stranded: a register's
 * balance, a person's (creditor/debtor) balance, a transfer on its way, a correction whose
 * approval would move it. The caller holds the currency's row FOR UPDATE (writes read it FOR
 * SHARE: ledger/referenceChecks.ts currencyField).
 */
export async function whyCurrencyCannotClose(tx: Queryable, currency: { id: number; is_base: boolean; decimals: number }): Promise<string[]> {
  if (currency.is_base) return ['Базовую валюту отключить нельзя: в ней считаются все курсы.'];
  const reasons: string[] = [];
  const { rows: registers } = await tx.query<{ name: string; amount: string }>(
    `SELECT r.name, b.amount::text AS amount FROM cash_balances b JOIN cash_registers r ON r.id = b.cash_register_id
      WHERE b.currency_id = $1 AND b.amount <> 0 ORDER BY r.name, r.id`,
    [currency.id],
  );
  if (registers.length) {
    reasons.push(`Валюта есть в кассах: ${named(registers.map((r) => `${r.name} (${shown(r.amount, currency.decimals)})`))}.`);
  }
  const { rows: persons } = await tx.query<{ n: string }>(
    'SELECT count(*)::text AS n FROM person_balances WHERE currency_id = $1 AND amount <> 0',
    [currency.id],
  );
  if (persons[0].n !== '0') reasons.push(`В ней есть долги кредиторов и дебиторов (${persons[0].n}).`);
  const { rows: transfers } = await tx.query<{ id: string }>(
    `SELECT t.id::text AS id FROM transfers t
      WHERE t.currency_id = $1 AND (t.kind, t.status) IN (SELECT * FROM unnest($2::text[], $3::text[])) ORDER BY t.id`,
    [currency.id, UNFINISHED.map((p) => p[0]), UNFINISHED.map((p) => p[1])],
  );
  if (transfers.length) reasons.push(`В ней есть незавершённые переводы (${transfers.length}): ${named(transfers.map((t) => `№ ${t.id}`))}.`);
  // A waiting correction's approval writes the opposite of its record's entries (corrections/reversal.ts).
  const { rows: corrections } = await tx.query<{ n: string }>(
    `SELECT count(DISTINCT c.id)::text AS n FROM corrections c
       JOIN ledger_entries e ON e.source_id = c.record_id
        AND e.source_type = CASE c.record_kind WHEN 'CRYPTO_OUT_TRANSACTION' THEN 'OUT_TRANSACTION' ELSE c.record_kind END
      WHERE c.status = 'Pending' AND e.currency_id = $1`,
    [currency.id],
  );
  if (corrections[0].n !== '0') reasons.push(`Есть запросы на сторно операций в ней, ожидающие решения (${corrections[0].n}).`);
  return reasons;
}
