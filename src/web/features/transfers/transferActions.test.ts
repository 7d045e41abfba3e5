import { nextTransferStatus, TRANSFER_STATUSES, type TransferKind, type TransferStatus } from '../../../shared/machines/transferLifecycle';
import {
  cityViewer,
  waitsForAnotherEmployee,
  registerViewer,
  TRANSFER_ACTION_EVENT,
  transferActions,
  type TransferAction,
  type TransferViewer,
} from './transferActions';

const SENDER = 1;
const RECEIVER = 2;
const ELSEWHERE = 3;

const transfer = (kind: TransferKind, status: TransferStatus) => ({
  id: 7,
  transfer_kind: kind,
  status,
  from_cash_register: { id: SENDER },
  to_cash_register: { id: RECEIVER },
});

const cashier = { isAdmin: false, permissions: { isAllowToPrint: false, isCryptoTransactionPageActive: true, isAllowToCheckEarningReport: false, isAllowToCheckNonActiveOperationPerson: false, isComplianceOfficer: false } };
const noCrypto = { ...cashier, permissions: { ...cashier.permissions, isCryptoTransactionPageActive: false } };

const VIEWERS: Record<string, TransferViewer> = {
  sender: registerViewer(SENDER, cashier),
  receiver: registerViewer(RECEIVER, cashier),
  other: registerViewer(ELSEWHERE, cashier),
  // A supervisor on the unfinished-transfers screen of a city holding both registers.
  city: cityViewer([SENDER, RECEIVER, ELSEWHERE], cashier),
  receiverNoCrypto: registerViewer(RECEIVER, noCrypto),
};

// Written out by hand from the transfer rules (docs/web/transfers.md), not computed: a change
// of the rules must change this table on purpose. The transfers here are someone else's: a new
// code is its creator's or an admin's to issue (the tests below).
const TABLE: Array<[TransferKind, TransferStatus, keyof typeof VIEWERS, TransferAction[]]> = [
  ['INTERNAL', 'Pending', 'sender', ['edit', 'cancel']],
  ['INTERNAL', 'Pending', 'receiver', ['accept']],
  ['INTERNAL', 'Pending', 'other', []],
  ['INTERNAL', 'Pending', 'city', ['accept', 'edit', 'cancel']],
  ['INTERNAL', 'Pending', 'receiverNoCrypto', ['accept']],
  ['INTERNAL', 'Accepted', 'sender', []],
  ['INTERNAL', 'Accepted', 'receiver', []],
  ['INTERNAL', 'Accepted', 'city', []],
  ['INTERNAL', 'Delivered', 'receiver', []],
  ['EXTERNAL', 'Pending', 'sender', ['edit', 'cancel']],
  ['EXTERNAL', 'Pending', 'receiver', ['accept']],
  ['EXTERNAL', 'Pending', 'other', []],
  ['EXTERNAL', 'Pending', 'city', ['accept', 'edit', 'cancel']],
  ['EXTERNAL', 'Accepted', 'sender', []],
  ['EXTERNAL', 'Accepted', 'receiver', ['deliver']],
  ['EXTERNAL', 'Accepted', 'other', []],
  ['EXTERNAL', 'Accepted', 'city', ['deliver']],
  ['EXTERNAL', 'Delivered', 'sender', []],
  ['EXTERNAL', 'Delivered', 'receiver', []],
  ['EXTERNAL', 'Delivered', 'city', []],
  ['CRYPTO', 'Pending', 'sender', ['edit', 'cancel']],
  ['CRYPTO', 'Pending', 'receiver', ['accept']],
  ['CRYPTO', 'Pending', 'city', ['accept', 'edit', 'cancel']],
  ['CRYPTO', 'Pending', 'receiverNoCrypto', []],
  ['CRYPTO', 'Accepted', 'receiver', ['deliver']],
  ['CRYPTO', 'Accepted', 'receiverNoCrypto', []],
  ['CRYPTO', 'Accepted', 'city', ['deliver']],
  ['CRYPTO', 'Delivered', 'city', []],
  // Cancelled is final: nothing is offered to anyone.
  ['INTERNAL', 'Cancelled', 'sender', []],
  ['EXTERNAL', 'Cancelled', 'sender', []],
  ['EXTERNAL', 'Cancelled', 'receiver', []],
  ['CRYPTO', 'Cancelled', 'city', []],
];

describe('transferActions', () => {
  it.each(TABLE)('%s %s seen by %s offers %j', (kind, status, viewer, expected) => {
    expect(transferActions(transfer(kind, status), VIEWERS[viewer])).toEqual(expected);
  });

  it('offers only what the shared lifecycle allows, for every kind, status and viewer', () => {
    let offered = 0;
    for (const kind of ['INTERNAL', 'EXTERNAL', 'CRYPTO'] as const) {
      for (const status of TRANSFER_STATUSES) {
        for (const viewer of Object.values(VIEWERS)) {
          for (const action of transferActions(transfer(kind, status), viewer)) {
            offered++;
            expect(nextTransferStatus(kind, status, TRANSFER_ACTION_EVENT[action])).not.toBeNull();
          }
        }
      }
    }
    expect(offered).toBeGreaterThan(10);
  });

  it('a register that is both sender and receiver (city view) gets both sides', () => {
    expect(transferActions(transfer('EXTERNAL', 'Pending'), cityViewer([SENDER, RECEIVER], cashier))).toEqual(['accept', 'edit', 'cancel']);
    expect(transferActions(transfer('EXTERNAL', 'Pending'), cityViewer([], cashier))).toEqual([]);
  });

  it('offers a new code to the creator and to admins only', () => {
    const admin = { ...cashier, isAdmin: true };
    expect(transferActions(transfer('EXTERNAL', 'Pending'), registerViewer(SENDER, admin))).toEqual(['edit', 'newCode', 'cancel']);
    expect(transferActions({ ...transfer('CRYPTO', 'Pending'), is_mine: true }, VIEWERS.sender)).toEqual(['edit', 'newCode', 'cancel']);
    expect(transferActions(transfer('CRYPTO', 'Pending'), VIEWERS.sender)).toEqual(['edit', 'cancel']);
  });

  it('admins handle crypto transfers without the crypto flag', () => {
    const admin = { ...noCrypto, isAdmin: true };
    expect(transferActions(transfer('CRYPTO', 'Accepted'), registerViewer(RECEIVER, admin))).toEqual(['deliver']);
  });

  it('offers the creator no accept or deliver (four eyes), and says why', () => {
    const mine = (kind: TransferKind, status: TransferStatus) => ({ ...transfer(kind, status), is_mine: true });
    expect(transferActions(mine('INTERNAL', 'Pending'), VIEWERS.receiver)).toEqual([]);
    expect(transferActions(mine('EXTERNAL', 'Accepted'), VIEWERS.receiver)).toEqual([]);
    // Four eyes is for taking money in and out: the creator may still edit and cancel its own.
    expect(transferActions(mine('EXTERNAL', 'Pending'), VIEWERS.city)).toEqual(['edit', 'newCode', 'cancel']);
    expect(waitsForAnotherEmployee(mine('EXTERNAL', 'Pending'), VIEWERS.receiver)).toBe(true);
    expect(waitsForAnotherEmployee(mine('EXTERNAL', 'Pending'), VIEWERS.sender)).toBe(false);
    expect(waitsForAnotherEmployee(mine('EXTERNAL', 'Delivered'), VIEWERS.receiver)).toBe(false);
    expect(waitsForAnotherEmployee(transfer('EXTERNAL', 'Pending'), VIEWERS.receiver)).toBe(false);
  });
});
