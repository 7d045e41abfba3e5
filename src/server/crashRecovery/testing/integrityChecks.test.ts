import { client } from '../../ledger/testing/apiClient';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { checkAfterCrash } from './integrityChecks';
import type { WriteOutcome } from './writeBurst';

/**
 * The crash test is only as good as its checks: each damage a crash could do must be
 * reported. Writes go through the API; then the database is damaged by hand, the way a
 * half-done write would have left it.
 */
const f = useLedgerFixture({ app: true });
let n = 0;
beforeAll(async () => {
  await fund(f, f.registers.m1, 'RUB', '100000.00');
}, 60_000);

/** A write through the API, kept as the burst keeps it; `answered: false` forgets its answer. */
async function write(url: string, body: Record<string, unknown>, opts: { answered?: boolean; method?: 'POST' | 'PUT' } = {}): Promise<WriteOutcome> {
  const method = opts.method ?? 'POST';
  const tag = `crash test.${++n}`;
  const table = url.includes('income_outcome') ? 'income_outcome' : url.includes('transfer/create') ? 'transfers' : undefined;
  const full = table ? { ...body, comment: tag } : body;
  // Accepts by another user than the admin who sends (four eyes).
  const as = client(f)(url.includes('/accept/') ? 'supervisor' : 'admin');
  const { status, body: answer } = method === 'POST' ? await as.post(url, full) : await as.put(url, full);
  const transition = ['accept', 'cancel'].find((t) => url.includes(`/${t}/`));
  const transferId = transition ? Number(url.split('/').at(-2)) : undefined;
  const outcome: WriteOutcome = {
    kind: transition ?? url, method, url, body: full, table, tag: table ? tag : undefined, transferId, cycle: 1, key: tag, status, answer,
  };
  return opts.answered === false ? { ...outcome, status: null, answer: null } : outcome;
}

const income = (opts?: { answered?: boolean }) =>
  write('/api/income_outcome/create/', { cash_register: f.registers.m1, currency: f.currencies.RUB, direction: 'Income', amount: '10.00' }, opts);
const transfer = () =>
  write('/api/internal_transfer/create/', { from_cash_register: f.registers.m1, to_cash_register: f.registers.m2, currency: f.currencies.RUB, amount: '5.00' });
const problems = async (writes: WriteOutcome[]) => (await checkAfterCrash(f.db, writes)).problems;

it('finds nothing wrong after clean writes, refusals and an unanswered write', async () => {
  const t = await transfer();
  const accepts = await Promise.all([1, 2, 3].map(() => write(`/api/internal_transfer/accept/${t.answer.id}/`, { id: t.answer.id }, { method: 'PUT' })));
  expect(accepts.map((a) => a.status).sort()).toEqual([200, 409, 409]);
  const unanswered = await income({ answered: false });
  const report = await checkAfterCrash(f.db, [await income(), t, ...accepts, unanswered]);
  expect(report).toEqual({ problems: [], unanswered: { present: 1, absent: 0 } });
});

it('reports an answered write that is gone, and a refused one that is there', async () => {
  const lost = await income();
  await f.db.query('UPDATE income_outcome SET comment = $1 WHERE id = $2', ['moved away', lost.answer.id]);
  const refused = { ...(await income()), status: 400 };
  expect(await problems([lost, refused])).toEqual([
    expect.stringMatching(/answered \d+ but lost/),
    expect.stringMatching(/refused but stored/),
  ]);
  await f.db.query('UPDATE income_outcome SET comment = $1 WHERE id = $2', [lost.tag, lost.answer.id]);
});

it('reports a record written twice, or stored with another amount', async () => {
  const w = await income();
  await f.db.query('UPDATE income_outcome SET amount = 11 WHERE id = $1', [w.answer.id]);
  expect(await problems([w])).toEqual(expect.arrayContaining([expect.stringMatching(/answered amount 10.00, stored 11.00/)]));
  await f.db.query('UPDATE income_outcome SET amount = 10 WHERE id = $1', [w.answer.id]);
  const twin = await income();
  await f.db.query('UPDATE income_outcome SET comment = $1 WHERE id = $2', [w.tag, twin.answer.id]);
  // An update writes a row's new version after the twin's: the answered one is found all the same.
  await f.db.query('UPDATE income_outcome SET amount = amount WHERE id = $1', [w.answer.id]);
  expect(await problems([w])).toEqual([expect.stringMatching(/written 2 times/)]);
  await f.db.query('UPDATE income_outcome SET comment = $1 WHERE id = $2', [twin.tag, twin.answer.id]);
});

it('reports an accepted transfer without its accept audit row, and two accepts that both succeeded', async () => {
  const t = await transfer();
  const accept = await write(`/api/internal_transfer/accept/${t.answer.id}/`, { id: t.answer.id }, { method: 'PUT' });
  expect(accept.status).toBe(200);
  expect(await problems([t, accept, { ...accept }])).toEqual([`accept #${t.answer.id} succeeded 2 times`]);
  await f.db.query("UPDATE audit_log SET action = 'transfer.other' WHERE action = 'transfer.accept' AND record_id = $1", [String(t.answer.id)]);
  expect(await problems([t])).toEqual([expect.stringMatching(new RegExp(`^transfer #${t.answer.id} Accepted: 0 accept`))]);
  await f.db.query("UPDATE audit_log SET action = 'transfer.accept' WHERE action = 'transfer.other' AND record_id = $1", [String(t.answer.id)]);
});

it('reports a cancelled transfer without its cancel audit row, and a cancel answered 2xx for a transfer that is not Cancelled', async () => {
  const t = await transfer();
  const cancel = await write(`/api/internal_transfer/cancel/${t.answer.id}/`, { reason: 'проверка' }, { method: 'PUT' });
  expect(cancel.status).toBe(200);
  expect(await problems([t, cancel])).toEqual([]);
  await f.db.query("UPDATE audit_log SET action = 'transfer.other' WHERE action = 'transfer.cancel' AND record_id = $1", [String(t.answer.id)]);
  expect(await problems([t])).toEqual([`transfer #${t.answer.id} Cancelled: 0 cancel audit rows`]);
  await f.db.query("UPDATE audit_log SET action = 'transfer.cancel' WHERE action = 'transfer.other' AND record_id = $1", [String(t.answer.id)]);
  const other = await transfer();
  expect(await problems([other, { ...cancel, transferId: other.answer.id }])).toEqual([`cancel #${other.answer.id} answered 200 but the transfer is Pending`]);
});

it('reports a correction decided without its audit row or its reversal, a record reversed without one, and a decision that did not stick', async () => {
  const w = await income();
  const asked = await client(f)('admin').post('/api/correction/create/', { record_kind: 'INCOME_OUTCOME', record_id: w.answer.id, reason: 'crash test' });
  const id = asked.body.id;
  const approve = await client(f)('supervisor').put(`/api/correction/approve/${id}/`, {});
  expect(approve.status).toBe(200);
  const decision = (kind: 'correction approve' | 'correction reject', correctionId = id): WriteOutcome => ({
    kind, method: 'PUT', url: `/api/correction/${kind.split(' ')[1]}/${correctionId}/`, body: {}, correctionId, cycle: 1, key: `d${correctionId}`, status: 200, answer: {},
  });
  expect(await problems([w, decision('correction approve')])).toEqual([]);
  const reversal = approve.body.reversal_id;

  await f.db.query("UPDATE audit_log SET action = 'correction.other' WHERE action = 'correction.approve' AND record_id = $1", [String(id)]);
  expect(await problems([])).toEqual([`correction #${id} Approved: 0 approve and 0 reject audit rows, reversal ${reversal}, original linked true`]);
  await f.db.query("UPDATE audit_log SET action = 'correction.approve' WHERE action = 'correction.other' AND record_id = $1", [String(id)]);

  // The decision lost, the reversal kept: the original is reversed without an approved correction.
  const { rows: [kept] } = await f.db.query<{ decided_at: Date }>('SELECT decided_at FROM corrections WHERE id = $1', [id]);
  await f.db.query("UPDATE corrections SET status = 'Pending', reversal_id = NULL, decided_at = NULL WHERE id = $1", [id]);
  expect(await problems([decision('correction approve'), decision('correction reject')])).toEqual(expect.arrayContaining([
    `correction #${id} Pending: 1 approve and 0 reject audit rows, reversal null, original linked false`,
    `INCOME_OUTCOME #${w.answer.id} is reversed without an approved correction`,
    `correction approve #${id} answered 200 but the correction is Pending`,
    `correction reject #${id} answered 200 but the correction is Pending`,
    `correction #${id} decided 2 times`,
  ]));
  await f.db.query("UPDATE corrections SET status = 'Approved', reversal_id = $2, decided_at = $3 WHERE id = $1", [id, reversal, kept.decided_at]);
  expect(await problems([])).toEqual([]);
});

it("reports a city's limits that are not what their last audit row says, and an answered set that is not stored", async () => {
  const body = { rate_tolerance_percent: '3.25', max_operation_amount: '500000.00' };
  const set = await client(f)('admin').put(`/api/city_limits/${f.cities.kazan}/`, body);
  expect(set.status).toBe(200);
  const w: WriteOutcome = { kind: 'city limits', method: 'PUT', url: `/api/city_limits/${f.cities.kazan}/`, body, cityId: f.cities.kazan, cycle: 1, key: 'l', status: 200, answer: set.body };
  expect(await problems([w])).toEqual([]);
  await f.db.query('UPDATE city_limits SET max_operation_amount = NULL WHERE city_id = $1', [f.cities.kazan]);
  expect(await problems([w])).toEqual([expect.stringMatching(new RegExp(`^city #${f.cities.kazan} limits 3.25 / null, last audit row`))]);
  await f.db.query('UPDATE city_limits SET max_operation_amount = 500000 WHERE city_id = $1', [f.cities.kazan]);
  expect(await problems([w, { ...w, cityId: f.cities.moscow }])).toEqual([`city limits of city #${f.cities.moscow} answered 200 but not stored`]);
});

// Last: the damage it does to the balances is left as it is.
it('reports a record without its audit row, an audit row without its record, entries without their record', async () => {
  const w = await income();
  await f.db.query("DELETE FROM audit_log WHERE action = 'income_outcome.create' AND record_id = $1", [String(w.answer.id)]);
  expect(await problems([])).toEqual([`income_outcome #${w.answer.id} has 0 create audit rows`]);
  const other = await income();
  await f.db.query('DELETE FROM income_outcome WHERE id = ANY($1::bigint[])', [[w.answer.id, other.answer.id]]);
  const found = await problems([]);
  expect(found).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/audit row #\d+ \(income_outcome\) has no record/),
      `ledger entries of INCOME_OUTCOME #${other.answer.id} have no record`,
      expect.stringMatching(/^ledger verify: every record has exactly the ledger entries it implies/),
    ]),
  );
});
