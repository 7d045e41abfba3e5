import { verifyLedger } from '../../ledger/verify';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { SYSTEM_ACTOR } from '../../http/scope';
import { openShiftOf } from '../../ledger/registerLock';
import { countAsBooks } from './shiftCount';
import { closeShift, openShift } from './shiftService';

/**
 * `ledger verify`'s shift checks have teeth: cash moved past the route kit while the register
 * was closed, or a count whose figures the books do not hold, are reported.
 */
const f = useLedgerFixture();
beforeAll(async () => {
  await fund(f, f.registers.m1, 'RUB', '100000.00');
}, 60_000);

const failing = async () => (await verifyLedger(f.db)).checks.filter((c) => !c.ok).map((c) => c.name);

it('is green for shifts counted and handed over as the rules say', async () => {
  const m1 = f.registers.m1;
  await closeShift(f.db, SYSTEM_ACTOR, (await openShiftOf(f.db, m1))!, {
    counted: (await countAsBooks(f.db, m1)).map((c) => (c.currency === f.currencies.RUB ? { ...c, amount: '99000.00' } : c)),
    comment: 'недостача',
  });
  await openShift(f.db, SYSTEM_ACTOR, { cash_register: m1, counted: await countAsBooks(f.db, m1) });
  expect(await failing()).toEqual([]);
});

it('reports cash moved while the register was closed (a write that skipped the route kit)', async () => {
  const m2 = f.registers.m2;
  await closeShift(f.db, SYSTEM_ACTOR, (await openShiftOf(f.db, m2))!, { counted: await countAsBooks(f.db, m2) });
  await fund(f, m2, 'USD', '10.00');
  expect(await failing()).toEqual(['no cash moved while its register was closed']);
  await openShift(f.db, SYSTEM_ACTOR, { cash_register: m2, counted: await countAsBooks(f.db, m2) });
  // Opening later does not make it right: the move is still between the close and the opening.
  expect(await failing()).toEqual(['no cash moved while its register was closed']);
});

it('reports a count the books do not hold', async () => {
  await f.db.query("UPDATE shift_counts SET counted = counted + 1, expected = expected + 1 WHERE phase = 'CLOSE' AND cash_register_id = $1", [f.registers.m1]);
  expect(await failing()).toContain('after every count the books equal what was counted');
});
