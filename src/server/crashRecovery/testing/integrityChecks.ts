import type { Queryable } from '../../db/types';
import { dec } from '../../ledger/decimal';
import { verifyLedger } from '../../ledger/verify';
import type { WriteOutcome } from './writeBurst';

/**
 * What must hold after a crash and a restart, read straight from the database:
 * - every write answered 2xx is there, as answered (id, amount); one answered 4xx is not;
 *   one that got no answer is there once or not at all;
 * - nothing is half-written: each record has its one creating audit row and its ledger
 *   entries, each audit row and ledger entry has its record, each accepted or delivered
 *   transfer has exactly one accept (and delivery) audit row, and no other does;
 * - a correction's decision is whole: its status, its one audit row and, approved, the reversal
 *   linked from the original; no record is reversed but by an approved correction; a city's
 *   limits are what their last audit row says;
 * - `ledger verify` is green (balances = sums of entries, none negative, transit = pending).
 */

export interface CheckReport {
  problems: string[];
  /** Writes that got no answer and are there, and those that are not. */
  unanswered: { present: number; absent: number };
}

/** The create audit action(s) of each record table (a reversing record of a correction is '<kind>.reversal'). */
const CREATE_ACTIONS: Record<string, string[]> = {
  exchange_transactions: ['exchange.create', 'exchange.reversal'],
  crypto_transactions: ['crypto_transaction.create', 'crypto_transaction.reversal'],
  out_transactions: ['out_transaction.create', 'crypto_out_transaction.create', 'out_transaction.reversal', 'crypto_out_transaction.reversal'],
  income_outcome: ['income_outcome.create', 'income_outcome.reversal'],
  transfers: ['transfer.create'],
  operation_persons: ['operation_person.create'],
  shifts: ['shift.open'],
};

/** The record table of each ledger source type. */
const SOURCES = `(VALUES ('TRANSACTION', 'exchange_transactions'), ('CRYPTO_TRANSACTION', 'crypto_transactions'),
  ('OUT_TRANSACTION', 'out_transactions'), ('INCOME_OUTCOME', 'income_outcome'), ('INTERNAL_TRANSFER', 'transfers'),
  ('EXTERNAL_TRANSFER', 'transfers'), ('CRYPTO_TRANSFER', 'transfers'), ('CASH_COUNT', 'shift_counts')) AS s(source_type, tbl)`;

type Row = { id: string; tag: string; amount: string | null };

async function taggedRows(q: Queryable, table: string): Promise<Map<string, Row[]>> {
  const amount = ['operation_persons', 'corrections', 'shifts'].includes(table) ? 'NULL' : 'amount::text';
  // A correction carries its tag as its reason (it has no comment), an opened shift as its opening comment.
  const tag = table === 'corrections' ? 'reason' : table === 'shifts' ? 'opening_comment' : 'comment';
  const { rows } = await q.query<Row>(`SELECT id::text AS id, ${tag} AS tag, ${amount} AS amount FROM ${table} WHERE ${tag} LIKE 'crash %' ORDER BY id`);
  const byTag = new Map<string, Row[]>();
  for (const row of rows) byTag.set(row.tag, [...(byTag.get(row.tag) ?? []), row]);
  return byTag;
}

async function checkCreates(q: Queryable, writes: WriteOutcome[], report: CheckReport): Promise<void> {
  const tables = [...new Set(writes.filter((w) => w.table).map((w) => w.table!))];
  const found = new Map<string, Map<string, Row[]>>();
  for (const table of tables) found.set(table, await taggedRows(q, table));
  // A transfer's amount may since have been edited by an update that succeeded or got no answer.
  const edited = new Map<string, string[]>();
  for (const u of writes.filter((x) => x.kind === 'transfer update' && (x.status === null || x.status < 300))) {
    edited.set(String(u.transferId), [...(edited.get(String(u.transferId)) ?? []), String(u.body.amount)]);
  }
  for (const w of writes.filter((x) => x.table)) {
    const rows = found.get(w.table!)!.get(w.tag!) ?? [];
    const what = `${w.kind} "${w.tag}" (${w.status ?? 'no answer'})`;
    if (rows.length > 1) report.problems.push(`${what}: written ${rows.length} times`);
    if (w.status === null) {
      report.unanswered[rows.length ? 'present' : 'absent']++;
    } else if (w.status < 300) {
      // A record written twice is reported above once; the answered one is looked for among them
      // (rows come in no physical order a check may rely on: an update moves a row).
      const row = rows.find((r) => r.id === String(w.answer.id)) ?? rows[0];
      if (!row) report.problems.push(`${what}: answered ${w.answer.id} but lost`);
      else if (row.id !== String(w.answer.id)) report.problems.push(`${what}: answered id ${w.answer.id}, stored ${row.id}`);
      else if (row.amount !== null && ![w.answer.amount, ...(edited.get(row.id) ?? [])].some((a) => dec(row.amount!).equals(dec(a)))) {
        report.problems.push(`${what}: answered amount ${w.answer.amount}, stored ${row.amount}`);
      }
    } else if (rows.length) {
      report.problems.push(`${what}: refused but stored as #${rows[0].id}`);
    }
  }
}

async function checkTransitions(q: Queryable, writes: WriteOutcome[], report: CheckReport): Promise<void> {
  // Each transfer's status against its audit rows: one accept for Accepted/Delivered, one delivery for Delivered,
  // one cancel for Cancelled (and no accept then).
  const { rows } = await q.query<{ id: string; status: string; accepts: number; deliveries: number; cancels: number; updates: number; accepted_at: string | null }>(
    `SELECT t.id::text AS id, t.status, t.accepted_at::text AS accepted_at,
            count(a.id) FILTER (WHERE a.action = 'transfer.update')::int AS updates,
            count(a.id) FILTER (WHERE a.action = 'transfer.accept')::int AS accepts,
            count(a.id) FILTER (WHERE a.action = 'transfer.deliver')::int AS deliveries,
            count(a.id) FILTER (WHERE a.action = 'transfer.cancel')::int AS cancels
       FROM transfers t LEFT JOIN audit_log a ON a.kind = 'transfer' AND a.record_id = t.id::text
      GROUP BY t.id`,
  );
  const transfers = new Map(rows.map((r) => [r.id, r]));
  for (const t of rows) {
    const accepted = t.status === 'Accepted' || t.status === 'Delivered';
    if (t.accepts !== (accepted ? 1 : 0) || t.deliveries !== (t.status === 'Delivered' ? 1 : 0) || accepted !== (t.accepted_at !== null)) {
      report.problems.push(`transfer #${t.id} ${t.status}: ${t.accepts} accept and ${t.deliveries} delivery audit rows, accepted_at ${t.accepted_at}`);
    }
    if (t.cancels !== (t.status === 'Cancelled' ? 1 : 0)) report.problems.push(`transfer #${t.id} ${t.status}: ${t.cancels} cancel audit rows`);
  }
  // Updates: at least those answered 2xx, at most those plus the unanswered ones.
  for (const t of rows) {
    const updates = writes.filter((w) => w.kind === 'transfer update' && String(w.transferId) === t.id);
    const ok = updates.filter((w) => w.status !== null && w.status < 300).length;
    const unanswered = updates.filter((w) => w.status === null).length;
    if (t.updates < ok || t.updates > ok + unanswered) report.problems.push(`transfer #${t.id}: ${t.updates} update audit rows for ${ok} updates answered 2xx and ${unanswered} unanswered`);
  }
  const succeeded = new Map<string, number>();
  for (const w of writes.filter((x) => x.transferId !== undefined && x.kind !== 'transfer update' && x.status !== null && x.status < 300)) {
    const key = `${w.kind} #${w.transferId}`;
    succeeded.set(key, (succeeded.get(key) ?? 0) + 1);
    const status = transfers.get(String(w.transferId))?.status;
    const expected = w.kind === 'accept' ? ['Accepted', 'Delivered'] : w.kind === 'cancel' ? ['Cancelled'] : ['Delivered'];
    if (!status || !expected.includes(status)) report.problems.push(`${key} answered ${w.status} but the transfer is ${status}`);
  }
  for (const [key, n] of succeeded) if (n > 1) report.problems.push(`${key} succeeded ${n} times`);
}

async function checkPersons(q: Queryable, writes: WriteOutcome[], report: CheckReport): Promise<void> {
  // A person's state is the one its last activation audit row recorded.
  const { rows } = await q.query<{ id: string; is_active: boolean; audited: string | null }>(
    `SELECT p.id::text AS id, p.is_active,
            (SELECT a.after ->> 'is_active' FROM audit_log a WHERE a.action = 'operation_person.activation'
              AND a.record_id = p.id::text ORDER BY a.id DESC LIMIT 1) AS audited
       FROM operation_persons p`,
  );
  for (const p of rows) {
    if (p.audited !== null && String(p.is_active) !== p.audited) report.problems.push(`person #${p.id}: is_active ${p.is_active}, last audit says ${p.audited}`);
  }
  const ids = new Set(rows.map((p) => p.id));
  for (const w of writes.filter((x) => x.personId !== undefined && x.status !== null && x.status < 300)) {
    if (!ids.has(String(w.personId))) report.problems.push(`activation of person #${w.personId} answered but the person is gone`);
  }
}

/** The records a correction may reverse, by its record_kind, with their link to a reversal. */
const REVERSIBLE = `(SELECT 'TRANSACTION' AS k, id, reversed_by_id FROM exchange_transactions
  UNION ALL SELECT 'CRYPTO_TRANSACTION', id, reversed_by_id FROM crypto_transactions
  UNION ALL SELECT CASE WHEN is_crypto THEN 'CRYPTO_OUT_TRANSACTION' ELSE 'OUT_TRANSACTION' END, id, reversed_by_id FROM out_transactions
  UNION ALL SELECT 'INCOME_OUTCOME', id, reversed_by_id FROM income_outcome)`;

async function checkCorrections(q: Queryable, writes: WriteOutcome[], report: CheckReport): Promise<void> {
  // A decision is its status, its audit row and (approved) the reversal and the original's link, together.
  const { rows } = await q.query<{ id: string; status: string; reversal_id: string | null; approves: number; rejects: number; linked: boolean }>(
    `SELECT c.id::text AS id, c.status, c.reversal_id::text AS reversal_id,
            count(a.id) FILTER (WHERE a.action = 'correction.approve')::int AS approves,
            count(a.id) FILTER (WHERE a.action = 'correction.reject')::int AS rejects,
            EXISTS (SELECT 1 FROM ${REVERSIBLE} r WHERE r.k = c.record_kind AND r.id = c.record_id AND r.reversed_by_id = c.reversal_id) AS linked
       FROM corrections c LEFT JOIN audit_log a ON a.kind = 'correction' AND a.record_id = c.id::text
      GROUP BY c.id`,
  );
  const status = new Map(rows.map((c) => [c.id, c.status]));
  for (const c of rows) {
    const approved = c.status === 'Approved';
    if (c.approves !== (approved ? 1 : 0) || c.rejects !== (c.status === 'Rejected' ? 1 : 0) || approved !== (c.reversal_id !== null) || approved !== c.linked) {
      report.problems.push(`correction #${c.id} ${c.status}: ${c.approves} approve and ${c.rejects} reject audit rows, reversal ${c.reversal_id}, original linked ${c.linked}`);
    }
  }
  // No record is reversed but by an approved correction.
  const { rows: stray } = await q.query<{ k: string; id: string }>(
    `SELECT r.k, r.id::text AS id FROM ${REVERSIBLE} r
      WHERE r.reversed_by_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM corrections c WHERE c.record_kind = r.k AND c.record_id = r.id AND c.status = 'Approved' AND c.reversal_id = r.reversed_by_id)
      LIMIT 20`,
  );
  for (const r of stray) report.problems.push(`${r.k} #${r.id} is reversed without an approved correction`);
  const decided = new Map<string, number>();
  for (const w of writes.filter((x) => x.correctionId !== undefined && x.status !== null && x.status < 300)) {
    const expected = w.kind === 'correction approve' ? 'Approved' : 'Rejected';
    const now = status.get(String(w.correctionId));
    if (now !== expected) report.problems.push(`${w.kind} #${w.correctionId} answered ${w.status} but the correction is ${now}`);
    decided.set(String(w.correctionId), (decided.get(String(w.correctionId)) ?? 0) + 1);
  }
  for (const [id, n] of decided) if (n > 1) report.problems.push(`correction #${id} decided ${n} times`);
}

async function checkCityLimits(q: Queryable, writes: WriteOutcome[], report: CheckReport): Promise<void> {
  // A city's limits are what its last audit row says they became; each answered set has its audit row.
  const { rows } = await q.query<{ city: number; tolerance: string; max: string | null; last: { rate_tolerance_percent: string; max_operation_amount: string | null } | null; sets: number }>(
    `SELECT l.city_id AS city, l.rate_tolerance_percent::text AS tolerance, l.max_operation_amount::text AS max,
            (SELECT a.details -> 'after' FROM audit_log a WHERE a.action = 'city_limits.set' AND (a.details ->> 'city')::int = l.city_id
              ORDER BY a.id DESC LIMIT 1) AS last,
            (SELECT count(*) FROM audit_log a WHERE a.action = 'city_limits.set' AND (a.details ->> 'city')::int = l.city_id)::int AS sets
       FROM city_limits l`,
  );
  for (const l of rows) {
    if (!l.last || !dec(l.last.rate_tolerance_percent).equals(dec(l.tolerance)) || (l.last.max_operation_amount === null) !== (l.max === null)
      || (l.max !== null && !dec(l.max).equals(dec(l.last.max_operation_amount!)))) {
      report.problems.push(`city #${l.city} limits ${l.tolerance} / ${l.max}, last audit row ${JSON.stringify(l.last)}`);
    }
    const mine = writes.filter((w) => w.kind === 'city limits' && w.cityId === l.city);
    const ok = mine.filter((w) => w.status !== null && w.status < 300).length;
    const unanswered = mine.filter((w) => w.status === null).length;
    // The seed may have set limits too (audit rows not sent by this burst): at least the answered ones.
    if (l.sets < ok) report.problems.push(`city #${l.city}: ${l.sets} city_limits.set audit rows for ${ok} sets answered 2xx (${unanswered} unanswered)`);
  }
  const cities = new Set(rows.map((l) => l.city));
  for (const w of writes.filter((x) => x.kind === 'city limits' && x.status !== null && x.status < 300)) {
    if (!cities.has(w.cityId!)) report.problems.push(`city limits of city #${w.cityId} answered ${w.status} but not stored`);
  }
}

async function checkRecordsHaveTheirRows(q: Queryable, report: CheckReport): Promise<void> {
  for (const [table, actions] of Object.entries(CREATE_ACTIONS)) {
    const list = actions.map((a) => `'${a}'`).join(', ');
    const kinds = [...new Set(actions.map((a) => `'${a.split('.')[0]}'`))].join(', ');
    const { rows: unaudited } = await q.query<{ id: string; n: number }>(
      `SELECT r.id::text AS id, count(a.id)::int AS n FROM ${table} r
         LEFT JOIN audit_log a ON a.kind IN (${kinds}) AND a.action IN (${list}) AND a.record_id = r.id::text
        GROUP BY r.id HAVING count(a.id) <> 1 LIMIT 20`,
    );
    for (const r of unaudited) report.problems.push(`${table} #${r.id} has ${r.n} create audit rows`);
    const { rows: orphans } = await q.query<{ id: string }>(
      `SELECT a.id::text AS id FROM audit_log a WHERE a.kind IN (${kinds}) AND a.action IN (${list})
          AND NOT EXISTS (SELECT 1 FROM ${table} r WHERE r.id::text = a.record_id) LIMIT 20`,
    );
    for (const a of orphans) report.problems.push(`audit row #${a.id} (${table}) has no record`);
  }
  const { rows: entries } = await q.query<{ source_type: string; source_id: string }>(
    `SELECT DISTINCT l.source_type, l.source_id::text AS source_id FROM ledger_entries l LEFT JOIN ${SOURCES} ON s.source_type = l.source_type
      WHERE s.tbl IS NULL
         OR (s.tbl = 'exchange_transactions' AND NOT EXISTS (SELECT 1 FROM exchange_transactions r WHERE r.id = l.source_id))
         OR (s.tbl = 'crypto_transactions' AND NOT EXISTS (SELECT 1 FROM crypto_transactions r WHERE r.id = l.source_id))
         OR (s.tbl = 'out_transactions' AND NOT EXISTS (SELECT 1 FROM out_transactions r WHERE r.id = l.source_id))
         OR (s.tbl = 'income_outcome' AND NOT EXISTS (SELECT 1 FROM income_outcome r WHERE r.id = l.source_id))
         OR (s.tbl = 'transfers' AND NOT EXISTS (SELECT 1 FROM transfers r WHERE r.id = l.source_id))
         OR (s.tbl = 'shift_counts' AND NOT EXISTS (SELECT 1 FROM shift_counts r WHERE r.id = l.source_id))
      LIMIT 20`,
  );
  for (const e of entries) report.problems.push(`ledger entries of ${e.source_type} #${e.source_id} have no record`);
}

/** Each shift's close and approval are there once if its state says so; a close answered 2xx is there with its tag. */
async function checkShifts(q: Queryable, writes: WriteOutcome[], report: CheckReport): Promise<void> {
  const { rows } = await q.query<{ id: number; status: string; comment: string; approved: boolean; closes: number; approvals: number }>(
    `SELECT s.id, s.status, s.comment, s.approved_at IS NOT NULL AS approved,
            count(a.id) FILTER (WHERE a.action = 'shift.close')::int AS closes,
            count(a.id) FILTER (WHERE a.action = 'shift.approve')::int AS approvals
       FROM shifts s LEFT JOIN audit_log a ON a.kind = 'shift' AND a.record_id = s.id::text
      GROUP BY s.id`,
  );
  const shifts = new Map(rows.map((s) => [s.id, s]));
  for (const s of rows) {
    if (s.closes !== (s.status === 'Closed' ? 1 : 0)) report.problems.push(`shift #${s.id} ${s.status}: ${s.closes} close audit rows`);
    if (s.approvals !== (s.approved ? 1 : 0)) report.problems.push(`shift #${s.id}: ${s.approvals} approval audit rows, approved ${s.approved}`);
  }
  for (const w of writes.filter((x) => x.shiftId !== undefined && x.status !== null && x.status < 300)) {
    const s = shifts.get(w.shiftId!);
    if (w.kind === 'shift close' && (s?.status !== 'Closed' || s.comment !== w.body.comment)) {
      report.problems.push(`shift close #${w.shiftId} answered ${w.status} but the shift is ${s?.status} "${s?.comment}"`);
    }
    if (w.kind === 'shift approve' && !s?.approved) report.problems.push(`shift approve #${w.shiftId} answered ${w.status} but it is not approved`);
  }
}

export async function checkAfterCrash(q: Queryable, writes: WriteOutcome[]): Promise<CheckReport> {
  const report: CheckReport = { problems: [], unanswered: { present: 0, absent: 0 } };
  for (const w of writes) if (w.status !== null && w.status >= 500) report.problems.push(`${w.kind} ${w.url}: ${w.status} ${JSON.stringify(w.answer)}`);
  await checkCreates(q, writes, report);
  await checkTransitions(q, writes, report);
  await checkPersons(q, writes, report);
  await checkCorrections(q, writes, report);
  await checkCityLimits(q, writes, report);
  await checkShifts(q, writes, report);
  await checkRecordsHaveTheirRows(q, report);
  const ledger = await verifyLedger(q);
  for (const c of ledger.checks.filter((x) => !x.ok)) report.problems.push(`ledger verify: ${c.name}: ${c.problems.join('; ')}`);
  return report;
}
