import type { Me, Ref } from '../../../shared/contract';
import type { Transfer } from '../../../shared/contract/ledger';
import { nextTransferStatus, type TransferEvent } from '../../../shared/machines/transferLifecycle';

/**
 * What a transfer row may offer; each is one lifecycle event (edit and a new code keep the
 * transfer Pending; the lifecycle gives internal transfers, which have no code, no new code;
 * cancel is the sender's while Pending, and four eyes does not apply to it).
 */
export type TransferAction = 'accept' | 'deliver' | 'edit' | 'newCode' | 'cancel';

export const TRANSFER_ACTION_EVENT: Record<TransferAction, TransferEvent['type']> = {
  accept: 'transfer.accept',
  deliver: 'transfer.deliver',
  edit: 'transfer.update',
  newCode: 'transfer.new_code',
  cancel: 'transfer.cancel',
};

export const TRANSFER_ACTION_LABELS: Record<TransferAction, string> = {
  accept: 'Принять',
  deliver: 'Выдать',
  edit: 'Изменить',
  newCode: 'Новый код',
  cancel: 'Отменить',
};

/** What the transfer's creator reads where Принять / Выдать would be (four eyes). */
export const FOUR_EYES_HINT = 'Принимает другой сотрудник';

/** The fields of a transfer (wire shape) that decide what can be done with it. */
export type TransferSummary = Pick<Transfer, 'id' | 'transfer_kind' | 'status'> & {
  from_cash_register: Pick<Ref, 'id'>;
  to_cash_register: Pick<Ref, 'id'>;
  /**
   * The viewer created it or issued its code in force: they may neither accept nor deliver it
   * (the server answers 403); a new code is its creator's (or an admin's) to issue.
   */
  is_mine?: boolean;
};

/**
 * Who looks at the row. A register's screens (Переводы, Поиск по коду) act for that register
 * only; the city's unfinished-transfers screen acts for every register of the city (the user
 * works in it, or could not open it) — the server's rule too: the sender's city edits, the
 * receiver's city accepts and delivers.
 */
export interface TransferViewer {
  registerIds: readonly number[];
  /** The server refuses every crypto call without it (isCryptoTransactionPageActive or admin). */
  cryptoAllowed: boolean;
  /** Admins may issue a new code for anyone's transfer; others only for their own. */
  isAdmin: boolean;
}

type ViewerUser = Pick<Me, 'isAdmin' | 'permissions'>;
const cryptoAllowed = (me: ViewerUser) => me.isAdmin || me.permissions.isCryptoTransactionPageActive;

export function registerViewer(cashRegisterId: number, me: ViewerUser): TransferViewer {
  return { registerIds: [cashRegisterId], cryptoAllowed: cryptoAllowed(me), isAdmin: me.isAdmin };
}

export function cityViewer(cityRegisterIds: readonly number[], me: ViewerUser): TransferViewer {
  return { registerIds: cityRegisterIds, cryptoAllowed: cryptoAllowed(me), isAdmin: me.isAdmin };
}

/** The side of the transfer that performs each action. */
const PERFORMED_BY: Record<TransferAction, 'from_cash_register' | 'to_cash_register'> = {
  accept: 'to_cash_register',
  deliver: 'to_cash_register',
  edit: 'from_cash_register',
  newCode: 'from_cash_register',
  cancel: 'from_cash_register',
};

const ORDER: readonly TransferAction[] = ['accept', 'deliver', 'edit', 'newCode', 'cancel'];
/** The other pair of eyes' actions: never the creator's. */
const RECEIVING: readonly TransferAction[] = ['accept', 'deliver'];

/** True when the lifecycle allows `action` on the transfer as it is now, whoever asks. */
export function lifecycleAllows(transfer: Pick<TransferSummary, 'transfer_kind' | 'status'>, action: TransferAction): boolean {
  return nextTransferStatus(transfer.transfer_kind, transfer.status, TRANSFER_ACTION_EVENT[action]) !== null;
}

/** The actions the viewer's side of the transfer may take now, whoever created it. */
function sideActions(transfer: TransferSummary, viewer: TransferViewer): TransferAction[] {
  if (transfer.transfer_kind === 'CRYPTO' && !viewer.cryptoAllowed) return [];
  return ORDER.filter(
    (action) => viewer.registerIds.includes(transfer[PERFORMED_BY[action]].id) && lifecycleAllows(transfer, action),
  );
}

/**
 * The actions a row offers to this viewer: the lifecycle says what the transfer allows now
 * (never a second copy of its rules), the viewer's registers say which side it is on, whoever
 * created the transfer or issued its code is offered no accept or deliver, and a new code
 * only its creator or an admin (four eyes, docs/RELIABILITY.md "Security").
 */
export function transferActions(transfer: TransferSummary, viewer: TransferViewer): TransferAction[] {
  return sideActions(transfer, viewer).filter((action) => {
    if (RECEIVING.includes(action)) return !transfer.is_mine;
    if (action === 'newCode') return Boolean(transfer.is_mine) || viewer.isAdmin;
    return true;
  });
}

/** True when the viewer's side would accept or deliver now, but the viewer created the transfer. */
export function waitsForAnotherEmployee(transfer: TransferSummary, viewer: TransferViewer): boolean {
  return Boolean(transfer.is_mine) && sideActions(transfer, viewer).some((action) => RECEIVING.includes(action));
}
