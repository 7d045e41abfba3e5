import type { Db } from '../../db/types';
import { resetProcessState } from '../../processState';
import { verifyLedger } from '../verify';

/**
 * Test-only: after each test the process's throttles and caches start afresh (one test's
 * wrong codes do not throttle the next) and `ledger verify` must be green.
 */
export function checkLedgerAfterEach(db: () => Db): void {
  afterEach(async () => {
    await resetProcessState(db());
    expect((await verifyLedger(db())).checks.filter((c) => !c.ok)).toEqual([]);
  });
}
