import type { CorrectionRecordKind } from '../../../shared/contract/corrections';
import type { Queryable } from '../../db/types';
import { auditRecord, recordSnapshot } from '../../lib/audit';
import type { Actor } from '../../http/scope';
import { dec } from '../../ledger/decimal';
import { cashKey, lockCash, preparePosting, type Account, type Posting } from '../../ledger/posting';
import { buyAverageCost, removeLotAverageCost } from '../../ledger/averageCost';
import { KINDS, recordWhere } from './correctionKinds';

/**
 * The reversing record of an approved correction (docs/PRODUCT-DECISIONS.md "Correction (storno)"): a new
 * row in the original's table, dated at approval, with the original's amounts negated and
 * its ledger entries negated, so balances move back by exactly the original amounts and the
 * daily totals (triggers on the inserts) and earnings net to zero. The original gets only
 * its link (reversed_by_id). Refused like an over-sale when a balance would go negative.
 * Returns the reversing record's id.
 */
export async function writeReversal(
  tx: Queryable,
  actor: Actor,
  correction: { id: number; kind: CorrectionRecordKind; recordId: string; reason: string; at: Date },
): Promise<string> {
  const kind = KINDS[correction.kind];
  const columns = [...kind.copied, ...kind.negated, ...(kind.table === 'exchange_transactions' ? ['average_cost'] : [])];
  const { rows } = await tx.query<Record<string, string | null>>(
    `SELECT ${columns.map((c) => `t.${c}::text AS ${c}`).join(', ')} FROM ${kind.table} t
      WHERE ${recordWhere(correction.kind)} FOR UPDATE`,
    [correction.recordId],
  );
  const original = rows[0];
  if (!original) throw new Error(`correction ${correction.id}: record ${correction.kind} #${correction.recordId} is gone`);

  const entries = await tx.query<{ account: Account; r: number | null; p: number | null; c: number; amount: string; kind: string }>(
    `SELECT account, cash_register_id AS r, operation_person_id AS p, currency_id AS c, amount::text AS amount, entry_kind AS kind
       FROM ledger_entries WHERE source_type = $1 AND source_id = $2 ORDER BY id`,
    [kind.sourceType, correction.recordId],
  );
  const postings: Posting[] = entries.rows.map((e) => ({
    account: e.account,
    cashRegisterId: e.r ?? undefined,
    personId: e.p ?? undefined,
    currencyId: e.c,
    amount: dec(e.amount).negated(),
    kind: e.kind,
  }));

  const values: Record<string, unknown> = {};
  for (const c of kind.copied) values[c] = original[c];
  for (const c of kind.negated) values[c] = dec(original[c]!).negated().toFixed();
  let avgCost: Parameters<typeof preparePosting>[2] = {};
  if (kind.table === 'exchange_transactions') {
    const register = Number(original.cash_register_id);
    const currency = Number(original.currency_id);
    const locked = await lockCash(tx, [[register, currency], [register, Number(original.base_currency_id)]]);
    const held = locked.get(cashKey(register, currency))!;
    const amount = dec(original.amount!);
    const lotCost = original.average_cost === null ? null : dec(original.average_cost);
    let value = held.avgCost;
    if (original.operation_type === 'BUY') {
      // Taken back out at the rate paid for it (docs/EARNINGS.md "A reversal").
      if (held.amount.greaterThan(amount)) value = removeLotAverageCost(held.amount, held.avgCost, amount, dec(original.effective_rate!));
      values.average_cost = value?.toFixed(12) ?? null;
    } else {
      // A sale's dollars come back at the cost they left with; its earning (negated above) goes.
      if (lotCost !== null) value = buyAverageCost(held.amount, held.avgCost, amount, lotCost);
      // As on every exchange: the register's average cost after it (the reports read the last one's).
      values.average_cost = value?.toFixed(12) ?? null;
    }
    avgCost = { locked, ...(value ? { avgCost: { cashRegisterId: register, currencyId: currency, value } } : {}) };
  }
  const prepared = await preparePosting(tx, postings, { ...avgCost, field: 'amount' });
  values.reverses_id = correction.recordId;
  values.comment = `Сторно №${correction.recordId}: ${correction.reason}`.slice(0, 1000);
  values.user_id = actor.id;
  values.created_at = correction.at.toISOString();
  const id = (await prepared.write({ type: kind.sourceType, at: correction.at }, { table: kind.table, values }))!;

  const before = await recordSnapshot(tx, kind.table, correction.recordId);
  await tx.query(`UPDATE ${kind.table} SET reversed_by_id = $2 WHERE id = $1`, [correction.recordId, id]);
  // Under the record's own audit kind, so GET /api/audit/?kind=exchange shows its reversals too.
  await auditRecord(tx, actor, `${kind.auditKind}.reversed`, kind.table, correction.recordId, before, { correction: correction.id, reversal: Number(id) });
  await auditRecord(tx, actor, `${kind.auditKind}.reversal`, kind.table, id, null, { correction: correction.id, reverses: Number(correction.recordId) });
  return id;
}
