import { formatAmount } from '../../../shared/money';
import { isFinalTransferStatus, TRANSFER_STATUSES, type TransferKind } from '../../../shared/machines/transferLifecycle';
import type { Queryable } from '../../db/types';

const KINDS: TransferKind[] = ['INTERNAL', 'EXTERNAL', 'CRYPTO'];
/** (kind, status) pairs that are not final, from the one lifecycle machine (Pending; Accepted for a client's). */
const UNFINISHED = KINDS.flatMap((kind) => TRANSFER_STATUSES.filter((s) => !isFinalTransferStatus(kind, s)).map((s) => [kind, s] as const));

/** At most this many transfer numbers are named in the reason. */
const NAMED = 5;

/**
 * Why a register cannot be deactivated now, in Russian, one sentence per reason; none = it may
 * be. The caller holds the register's row FOR UPDATE, so no write on it (ledger/referenceChecks.ts
 * registerForWrite takes it FOR SHARE) commits between this check and the deactivation.
 * An open shift is a reason too: its cashier still holds the drawer; close it with a count.
 */
export async function whyRegisterCannotClose(tx: Queryable, registerId: number): Promise<string[]> {
  const reasons: string[] = [];
  const { rows: money } = await tx.query<{ code: string; decimals: number; amount: string }>(
    `SELECT c.code, c.decimals, b.amount::text AS amount
       FROM cash_balances b JOIN currencies c ON c.id = b.currency_id
      WHERE b.cash_register_id = $1 AND b.amount <> 0
      ORDER BY c.is_crypto, c."order", c.code`,
    [registerId],
  );
  if (money.length) {
    const held = money.map((m) => `${shown(m.amount, m.decimals)} ${m.code}`).join(', ');
    reasons.push(`В кассе есть деньги: ${held}. Сначала переведите их в другую кассу.`);
  }
  const { rows: transfers } = await tx.query<{ id: string }>(
    `SELECT t.id::text AS id FROM transfers t
      WHERE (t.from_cash_register_id = $1 OR t.to_cash_register_id = $1)
        AND (t.kind, t.status) IN (SELECT * FROM unnest($2::text[], $3::text[]))
      ORDER BY t.id`,
    [registerId, UNFINISHED.map((p) => p[0]), UNFINISHED.map((p) => p[1])],
  );
  if (transfers.length) {
    const named = transfers.slice(0, NAMED).map((t) => `№ ${t.id}`).join(', ');
    const more = transfers.length > NAMED ? ` и ещё ${transfers.length - NAMED}` : '';
    reasons.push(`Есть незавершённые переводы (${transfers.length}): ${named}${more}. Их нужно принять, выдать или отменить.`);
  }
  const { rows: corrections } = await tx.query<{ n: string }>(
    "SELECT count(*)::text AS n FROM corrections WHERE cash_register_id = $1 AND status = 'Pending'",
    [registerId],
  );
  if (corrections[0].n !== '0') {
    reasons.push(`Есть запросы на сторно, ожидающие решения (${corrections[0].n}): их нужно подтвердить или отклонить.`);
  }
  const { rows: shifts } = await tx.query<{ opened_by: string | null }>(
    `SELECT trim(concat_ws(' ', u.first_name, u.last_name)) AS opened_by
       FROM shifts s LEFT JOIN users u ON u.id = s.opened_by WHERE s.cash_register_id = $1 AND s.status = 'Open'`,
    [registerId],
  );
  if (shifts.length) {
    const who = shifts[0].opened_by ? ` (открыл(а) ${shifts[0].opened_by})` : '';
    reasons.push(`Смена открыта${who}: закройте её пересчётом кассы.`);
  }
  return reasons;
}

/** NUMERIC(28,8) as the currency shows it ("100.00000000" → "100.00"), never cutting a digit that is not zero. */
function shown(amount: string, decimals: number): string {
  const significant = (amount.split('.')[1] ?? '').replace(/0+$/, '').length;
  return formatAmount(amount, Math.max(decimals, significant));
}
