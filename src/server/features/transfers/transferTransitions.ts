import { identifyTransferClient, refuseFrozenTransfer } from '../../checks/identification';
import type { AcceptTransferByCodeBody } from '../../../shared/contract/request/transfers';
import { RECEIVER_FIXED_MESSAGE } from '../../../shared/contract/clients';
import type { Transfer } from '../../../shared/contract/ledger';
import {
  nextTransferStatus,
  type TransferEvent,
  type TransferKind,
  type TransferStatus,
} from '../../../shared/machines/transferLifecycle';
import type { Db, Queryable } from '../../db/types';
import { auditRecord, recordSnapshot } from '../../lib/audit';
import { canSeeCity, type Actor } from '../../http/scope';
import { dec } from '../../ledger/decimal';
import { conflict, fieldError, forbidden, notFound } from '../../http/errors';
import { moneyTransaction, post } from '../../ledger/posting';
import { recordTime } from '../../ledger/time';
import { notifyTransfer } from '../../notifications/transferEvents';
import { RECORD_KIND, checkKindPermission, getTransfer } from './transferQueries';
import { processStateOf } from '../../processState';
import { SERVER_MESSAGES as M } from '../../http/messages';

/**
 * Accepting and delivering. The transfer row is locked (SELECT … FOR UPDATE) before the
 * lifecycle is asked, so of N simultaneous accepts exactly one moves it and the others see
 * the new status and get 409.
 */

export interface LockedTransfer {
  id: string;
  status: TransferStatus;
  from_cash_register_id: number;
  to_cash_register_id: number;
  currency_id: number;
  amount: string;
  fee: string;
  transfer_code: string | null;
  /** Who created it (null: the system); four eyes, see checkReceiver. */
  user_id: number | null;
  /** Who issued the code in force when not the creator (a new code); four eyes too. */
  code_issued_by: number | null;
  from_city_id: number;
  to_city_id: number;
  /** The sender and the receiver named so far (clients), screened again at every step. */
  client_id: number | null;
  receiver_client_id: number | null;
}

export async function lockTransfer(tx: Queryable, kind: TransferKind, id: number): Promise<LockedTransfer> {
  const { rows } = await tx.query<LockedTransfer>(
    `SELECT t.id, t.status, t.from_cash_register_id, t.to_cash_register_id, t.currency_id, t.amount::text AS amount,
            t.fee::text AS fee, t.transfer_code, t.user_id, t.code_issued_by, fr.city_id AS from_city_id, tr.city_id AS to_city_id,
            t.client_id, t.receiver_client_id
       FROM transfers t
       JOIN cash_registers fr ON fr.id = t.from_cash_register_id
       JOIN cash_registers tr ON tr.id = t.to_cash_register_id
      WHERE t.id = $1 AND t.kind = $2
      FOR UPDATE OF t`,
    [id, kind],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

const STATUS_TEXT: Record<TransferStatus, string> = {
  Pending: 'ожидает принятия',
  Accepted: 'уже принят',
  Delivered: 'уже выдан клиенту',
  Cancelled: 'отменён',
};
const EVENT_TEXT: Record<TransferEvent['type'], string> = {
  'transfer.update': 'изменить его',
  'transfer.new_code': 'выдать новый код',
  'transfer.accept': 'принять его',
  'transfer.deliver': 'выдать его',
  'transfer.cancel': 'отменить его',
};

/** 409 with a sentence a cashier understands: "Перевод уже принят: принять его нельзя." */
export function conflictFor(event: TransferEvent['type'], status: TransferStatus) {
  return conflict(M.transferEventRefused(STATUS_TEXT[status], EVENT_TEXT[event]));
}

export const FOUR_EYES_DETAIL = M.fourEyesTransfer;

/** True when `actor` created the transfer or issued the code it holds now: the first pair of eyes. */
export function isFirstPairOfEyes(actor: Actor, t: Pick<LockedTransfer, 'user_id' | 'code_issued_by'>): boolean {
  if (actor.id === null) return false;
  return [t.user_id, t.code_issued_by].some((id) => id !== null && Number(id) === actor.id);
}

/**
 * The receiving register's city (or an admin) accepts and delivers; others get 404. Four
 * eyes (docs/RELIABILITY.md "Security"): whoever created the transfer, or issued the code in
 * force, may not take it in or hand it out, admins included, so one person can never move
 * money in and out alone (403).
 */
function checkReceiver(actor: Actor, t: LockedTransfer): void {
  if (!canSeeCity(actor, t.to_city_id)) throw notFound();
  if (isFirstPairOfEyes(actor, t)) throw forbidden(FOUR_EYES_DETAIL);
}

/**
 * PUT /api/internal_transfer/accept/{id}/ (by id) and /api/{external,crypto}_transfer/accept/{id}/
 * (with transfer_code): Pending → Accepted, the money leaves transit for the receiver's cash.
 */
export async function acceptTransfer(
  db: Db,
  actor: Actor,
  kind: TransferKind,
  id: number,
  body: Partial<AcceptTransferByCodeBody>,
  options: { at?: Date } = {},
): Promise<Transfer> {
  // Read back inside the write's transaction (an Idempotency-Key keeps this answer with the write).
  return acceptTransferThen(db, actor, kind, id, body, options, (tx) => getTransfer(tx, actor, kind, id));
}

/** acceptTransfer without reading the answer back (the demo seed). */
export async function acceptTransferRecord(
  db: Db,
  actor: Actor,
  kind: TransferKind,
  id: number,
  body: Partial<AcceptTransferByCodeBody>,
  options: { at?: Date } = {},
): Promise<LockedTransfer> {
  return acceptTransferThen(db, actor, kind, id, body, options, async (_tx, t) => t);
}

async function acceptTransferThen<T>(
  db: Db,
  actor: Actor,
  kind: TransferKind,
  id: number,
  body: Partial<AcceptTransferByCodeBody>,
  options: { at?: Date },
  answer: (tx: Queryable, accepted: LockedTransfer) => Promise<T>,
): Promise<T> {
  checkKindPermission(actor, kind);
  const at = options.at ?? recordTime();
  const accept = (wrongCode: () => void) => moneyTransaction(db, async (tx) => {
    const t = await lockTransfer(tx, kind, id);
    checkReceiver(actor, t);
    const next = nextTransferStatus(kind, t.status, 'transfer.accept');
    if (!next) throw conflictFor('transfer.accept', t.status);
    if (kind !== 'INTERNAL') {
      if (!body.transfer_code) throw fieldError('transfer_code', M.transferFieldRequired);
      if (body.transfer_code !== t.transfer_code) {
        wrongCode();
        throw fieldError('transfer_code', M.wrongTransferCode);
      }
    }
    // The sender as of now (docs/api/clients.md): a transfer of a listed or waiting sender is frozen.
    await refuseFrozenTransfer(tx, t);
    // The receiver: a crypto transfer is paid out on acceptance, so the paying city's rule
    // applies here; an external one's receiver may be named now, or at delivery.
    if (kind !== 'INTERNAL') await identifyReceiver(tx, t, body.receiver_client, kind === 'CRYPTO');
    const before = await recordSnapshot(tx, 'transfers', t.id);
    const amount = dec(t.amount);
    await post(tx, { type: RECORD_KIND[kind], id: t.id, at }, [
      { account: 'TRANSIT', cashRegisterId: t.from_cash_register_id, currencyId: t.currency_id, amount: amount.negated(), kind: 'FROM_TRANSIT' },
      { account: 'CASH', cashRegisterId: t.to_cash_register_id, currencyId: t.currency_id, amount, kind: 'ACCEPTED' },
    ]);
    await tx.query('UPDATE transfers SET status = $2, accepted_at = $3, accepted_by = $4, updated_at = $3 WHERE id = $1', [
      t.id, next, at.toISOString(), actor.id,
    ]);
    await notifyTransfer(tx, 'transfer.accepted', { ...t, kind });
    await auditRecord(tx, actor, 'transfer.accept', 'transfers', t.id, before);
    return answer(tx, { ...t, status: next });
  });
  // A client's code can be guessed: each user's guesses are counted (codeThrottle.ts). An
  // internal transfer has no code, and the system actor (the demo seed) is nobody guessing.
  if (kind === 'INTERNAL' || actor.id == null) return accept(() => undefined);
  return processStateOf(db).codeThrottle.guarded(actor.id, accept);
}

/**
 * PUT /api/{external,crypto}_transfer/deliver/{id}/: Accepted → Delivered, the receiving
 * register hands the cash to the client (its balance must cover it).
 */
export async function deliverTransfer(
  db: Db,
  actor: Actor,
  kind: TransferKind,
  id: number,
  options: { at?: Date; receiverClient?: number | null } = {},
): Promise<Transfer> {
  return deliverTransferThen(db, actor, kind, id, options, (tx) => getTransfer(tx, actor, kind, id));
}

/** deliverTransfer without reading the answer back (the demo seed). */
export async function deliverTransferRecord(
  db: Db,
  actor: Actor,
  kind: TransferKind,
  id: number,
  options: { at?: Date } = {},
): Promise<LockedTransfer> {
  return deliverTransferThen(db, actor, kind, id, options, async (_tx, t) => t);
}

async function deliverTransferThen<T>(
  db: Db,
  actor: Actor,
  kind: TransferKind,
  id: number,
  options: { at?: Date; receiverClient?: number | null },
  answer: (tx: Queryable, delivered: LockedTransfer) => Promise<T>,
): Promise<T> {
  checkKindPermission(actor, kind);
  const at = options.at ?? recordTime();
  return moneyTransaction(db, async (tx) => {
    const t = await lockTransfer(tx, kind, id);
    checkReceiver(actor, t);
    const next = nextTransferStatus(kind, t.status, 'transfer.deliver');
    if (!next) throw conflictFor('transfer.deliver', t.status);
    await refuseFrozenTransfer(tx, t);
    // The payout's client: required where the paying city identifies transfers (docs/api/clients.md),
    // and the one named at acceptance if one was: nobody else can be paid.
    const given = options.receiverClient;
    if (t.receiver_client_id !== null && given !== undefined && given !== null && given !== t.receiver_client_id) {
      throw fieldError('receiver_client', RECEIVER_FIXED_MESSAGE);
    }
    await identifyReceiver(tx, t, given, true);
    const before = await recordSnapshot(tx, 'transfers', t.id);
    await post(tx, { type: RECORD_KIND[kind], id: t.id, at }, [
      { account: 'CASH', cashRegisterId: t.to_cash_register_id, currencyId: t.currency_id, amount: dec(t.amount).negated(), kind: 'DELIVERED' },
    ]);
    await tx.query('UPDATE transfers SET status = $2, delivered_at = $3, delivered_by = $4, updated_at = $3 WHERE id = $1', [
      t.id, next, at.toISOString(), actor.id,
    ]);
    await notifyTransfer(tx, 'transfer.delivered', { ...t, kind });
    await auditRecord(tx, actor, 'transfer.deliver', 'transfers', t.id, before);
    return answer(tx, { ...t, status: next });
  });
}

/**
 * A payout's receiver (docs/api/clients.md): the client named now, else the one named at an
 * earlier step; screened at this moment (a blocked or waiting client gets no cash) and, where
 * the paying register's city identifies transfers and `required`, obligatory. Kept on the transfer.
 */
async function identifyReceiver(tx: Queryable, t: LockedTransfer, given: number | null | undefined, required: boolean): Promise<void> {
  const clientId = given ?? t.receiver_client_id;
  if (clientId === null && !required) return;
  const receiver = await identifyTransferClient(tx, { cityId: t.to_city_id, clientId, field: 'receiver_client' });
  if (receiver !== t.receiver_client_id) await tx.query('UPDATE transfers SET receiver_client_id = $2 WHERE id = $1', [t.id, receiver]);
}
