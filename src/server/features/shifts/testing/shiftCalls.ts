import type { CountSheet, Shift } from '../../../../shared/contract/shifts';
import type { ApiAnswer, Who } from '../../../ledger/testing/apiClient';
import { client } from '../../../ledger/testing/apiClient';
import type { LedgerFixture } from '../../../ledger/testing/ledgerFixture';
import { dec } from '../../../ledger/decimal';

/** Shift calls through the API for tests: the count sheet, and a count that adds `delta` per code. Test-only. */
export function shiftCalls(f: LedgerFixture) {
  const as = client(f);
  const sheet = async (register: number, who: Who = 'cashier'): Promise<CountSheet> => {
    const res = await as(who).get(`/api/shift/count_sheet/?cash_register=${register}`);
    if (res.status !== 200) throw new Error(`count sheet: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  /** The books' figures of every currency to count, each changed by `delta[code]` (a decimal string). */
  const counted = async (register: number, delta: Record<string, string> = {}) =>
    (await sheet(register, 'admin')).lines.map((l) => ({
      currency: l.currency.id,
      amount: dec(l.expected).plus(delta[l.currency.code] ?? 0).toFixed(2),
    }));
  const current = async (register: number): Promise<Shift | null> => {
    const res = await as('admin').get(`/api/shift/current/?cash_register=${register}`);
    return res.status === 200 ? res.body : null;
  };
  return {
    sheet,
    counted,
    current,
    async close(register: number, who: Who = 'cashier', delta: Record<string, string> = {}, comment = ''): Promise<ApiAnswer> {
      const shift = await current(register);
      if (!shift) throw new Error(`register ${register} has no open shift`);
      return as(who).put(`/api/shift/close/${shift.id}/`, { counted: await counted(register, delta), comment });
    },
    async open(register: number, who: Who = 'cashier', delta: Record<string, string> = {}, comment = ''): Promise<ApiAnswer> {
      return as(who).post('/api/shift/open/', { cash_register: register, counted: await counted(register, delta), comment });
    },
  };
}
