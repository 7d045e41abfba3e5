import { identifyTransferClient, refuseFrozenTransfer } from '../../checks/identification';
import type { CreateTransferBody, Transfer, UpdateTransferBody } from '../../../shared/contract/ledger';
import { nextTransferStatus, type TransferKind } from '../../../shared/machines/transferLifecycle';
import type { Db, Queryable } from '../../db/types';
import { auditRecord, recordSnapshot } from '../../lib/audit';
import { canSeeCity, type Actor } from '../../http/scope';
import { dec, type Dec } from '../../ledger/decimal';
import { fieldError, notFound } from '../../http/errors';
import { checkDecimals, currencyField, registerForWrite } from '../../ledger/referenceChecks';
import { moneyTransaction, post, type Posting, preparePosting } from '../../ledger/posting';
import { recordTime } from '../../ledger/time';
import { notifyTransfer } from '../../notifications/transferEvents';
import { ON_CODE_CLASH, withFreeCode } from './transferCode';
import { RECORD_KIND, checkKindPermission, getTransfer } from './transferQueries';
import { conflictFor, lockTransfer } from './transferTransitions';
import { SERVER_MESSAGES as M } from '../../http/messages';

/**
 * Creating and editing transfers (docs/PRODUCT-DECISIONS.md, Transfers). Internal: the sender's cash goes
 * into transit. External and crypto: the sender register takes the client's cash and the
 * fee, and the cash goes into transit; the client gets an 8-digit transfer_code.
 */

export const currencyFieldOf = (kind: TransferKind) => (kind === 'CRYPTO' ? 'crypto_currency' : 'currency');

interface Money {
  fromRegisterId: number;
  currencyId: number;
  amount: Dec;
  fee: Dec;
}

/** The entries of a transfer's creation; an edit posts them negated, then the new ones. */
export function creationPostings(kind: TransferKind, m: Money): Posting[] {
  const cash = (amount: Dec, entryKind: string): Posting => ({
    account: 'CASH', cashRegisterId: m.fromRegisterId, currencyId: m.currencyId, amount, kind: entryKind,
  });
  const toTransit: Posting[] = [
    cash(m.amount.negated(), 'TO_TRANSIT'),
    { account: 'TRANSIT', cashRegisterId: m.fromRegisterId, currencyId: m.currencyId, amount: m.amount, kind: 'TO_TRANSIT' },
  ];
  if (kind === 'INTERNAL') return toTransit;
  return [cash(m.amount, 'CLIENT_IN'), cash(m.fee, 'FEE'), ...toTransit];
}

async function moneyFields(db: Queryable, kind: TransferKind, currencyId: number, amount: string, fee: string | undefined) {
  const field = currencyFieldOf(kind);
  const currency = await currencyField(db, currencyId, field, kind === 'CRYPTO');
  const a = dec(amount);
  const f = dec(kind === 'INTERNAL' ? '0' : (fee ?? '0'));
  if (kind === 'INTERNAL' && fee !== undefined && !dec(fee).isZero()) throw fieldError('fee', M.internalTransferNoFee);
  checkDecimals(a, currency, 'amount');
  checkDecimals(f, currency, 'fee');
  return { currency, amount: a, fee: f };
}

export async function createTransfer(
  db: Db,
  actor: Actor,
  kind: TransferKind,
  input: CreateTransferBody,
  options: { at?: Date } = {},
): Promise<Transfer> {
  // Read back inside the write's transaction: the answer is the write's own, and an
  // Idempotency-Key kept with the write keeps this answer (docs/api/idempotency.md).
  return moneyTransaction(db, async (tx) => getTransfer(tx, actor, kind, (await writeTransfer(tx, actor, kind, input, options)).id));
}

/**
 * The work of createTransfer without reading the answer back (the demo seed makes thousands).
 * drawCode: the seed's reproducible codes; the API always uses the CSPRNG.
 */
export async function createTransferRecord(
  db: Db,
  actor: Actor,
  kind: TransferKind,
  input: CreateTransferBody,
  options: { at?: Date; drawCode?: () => string } = {},
): Promise<{ id: string; transfer_code: string | null }> {
  return moneyTransaction(db, (tx) => writeTransfer(tx, actor, kind, input, options));
}

async function writeTransfer(
  tx: Queryable,
  actor: Actor,
  kind: TransferKind,
  input: CreateTransferBody,
  options: { at?: Date; drawCode?: () => string },
): Promise<{ id: string; transfer_code: string | null }> {
  checkKindPermission(actor, kind);
  const at = options.at ?? recordTime();
  const currencyId = kind === 'CRYPTO' ? input.crypto_currency : input.currency;
  if (currencyId === undefined) throw fieldError(currencyFieldOf(kind), M.transferFieldRequired);
  const from = await registerForWrite(tx, input.from_cash_register, 'from_cash_register', actor);
  const to = await registerForWrite(tx, input.to_cash_register, 'to_cash_register', null);
  if (to.id === from.id) throw fieldError('to_cash_register', M.sameRegisters);
  const { currency, amount, fee } = await moneyFields(tx, kind, currencyId, input.amount, input.fee);
  // The sender (docs/api/clients.md): where the sending city identifies transfers, required.
  const clientId =
    kind === 'INTERNAL' ? null : await identifyTransferClient(tx, { cityId: from.city_id, clientId: input.client, field: 'client' });
  const prepared = await preparePosting(
    tx,
    creationPostings(kind, { fromRegisterId: from.id, currencyId: currency.id, amount, fee }),
  );
  const values = {
    kind, from_cash_register_id: from.id, to_cash_register_id: to.id, currency_id: currency.id, amount: amount.toFixed(),
    fee: fee.toFixed(), sender_name: input.sender_name ?? '', receiver_name: input.receiver_name ?? '',
    receiver_phone: input.receiver_phone ?? '', comment: input.comment ?? '', user_id: actor.id, client_id: clientId,
    created_at: at.toISOString(), updated_at: at.toISOString(),
  };
  const write = (code: string | null) =>
    prepared.write(
      { type: RECORD_KIND[kind], at },
      { table: 'transfers', values: { ...values, transfer_code: code }, onConflict: code ? ON_CODE_CLASH : undefined },
    );
  // A drawn code that an open transfer holds writes nothing; another is drawn.
  const { code, result: transferId } =
    kind === 'INTERNAL'
      ? { code: null, result: (await write(null))! }
      : await withFreeCode(async (c) => (await write(c)) ?? undefined, options.drawCode);
  // Delivered to the open screens when this transaction commits (docs/api/events.md).
  await notifyTransfer(tx, 'transfer.created', {
    kind, id: transferId, from_cash_register_id: from.id, to_cash_register_id: to.id, from_city_id: from.city_id, to_city_id: to.city_id,
  });
  await auditRecord(tx, actor, 'transfer.create', 'transfers', transferId);
  return { id: transferId, transfer_code: code };
}

/** PUT /api/{kind}_transfer/update/{id}/ — only while Pending (the lifecycle says so). */
export async function updateTransfer(
  db: Db,
  actor: Actor,
  kind: TransferKind,
  id: number,
  input: UpdateTransferBody,
  options: { at?: Date } = {},
): Promise<Transfer> {
  checkKindPermission(actor, kind);
  const at = options.at ?? recordTime();
  return moneyTransaction(db, async (tx) => {
    const t = await lockTransfer(tx, kind, id);
    if (!canSeeCity(actor, t.from_city_id)) throw notFound();
    if (!nextTransferStatus(kind, t.status, 'transfer.update')) throw conflictFor('transfer.update', t.status);
    // A frozen transfer (its sender now blocked or waiting) takes no more of the sender's cash.
    await refuseFrozenTransfer(tx, t);
    const snapshot = await recordSnapshot(tx, 'transfers', id);

    const toId = input.to_cash_register ?? t.to_cash_register_id;
    const toCityId = input.to_cash_register !== undefined ? (await registerForWrite(tx, toId, 'to_cash_register', null)).city_id : t.to_city_id;
    if (toId === t.from_cash_register_id) throw fieldError('to_cash_register', M.sameRegisters);
    const newCurrencyId = (kind === 'CRYPTO' ? input.crypto_currency : input.currency) ?? t.currency_id;
    const next = await moneyFields(tx, kind, newCurrencyId, input.amount ?? t.amount, input.fee ?? t.fee);
    const before = { fromRegisterId: t.from_cash_register_id, currencyId: t.currency_id, amount: dec(t.amount), fee: dec(t.fee) };
    const after = { fromRegisterId: t.from_cash_register_id, currencyId: next.currency.id, amount: next.amount, fee: next.fee };
    const moneyChanged =
      before.currencyId !== after.currencyId || !before.amount.equals(after.amount) || !before.fee.equals(after.fee);
    if (moneyChanged) {
      const reversal = creationPostings(kind, before).map((p) => ({ ...p, amount: p.amount.negated(), kind: `UNDO_${p.kind}` }));
      await post(tx, { type: RECORD_KIND[kind], id, at }, [...reversal, ...creationPostings(kind, after)]);
    }
    await tx.query(
      `UPDATE transfers SET to_cash_register_id = $2, currency_id = $3, amount = $4, fee = $5,
              sender_name = COALESCE($6, sender_name), receiver_name = COALESCE($7, receiver_name),
              receiver_phone = COALESCE($8, receiver_phone), comment = COALESCE($9, comment), updated_at = $10
        WHERE id = $1`,
      [id, toId, next.currency.id, next.amount.toFixed(), next.fee.toFixed(), input.sender_name ?? null,
        input.receiver_name ?? null, input.receiver_phone ?? null, input.comment ?? null, at.toISOString()],
    );
    // A new receiver learns of it as of a new transfer; the former one's city too, to drop it.
    await notifyTransfer(tx, 'transfer.updated', {
      kind, id, from_cash_register_id: t.from_cash_register_id, to_cash_register_id: toId, from_city_id: t.from_city_id,
      to_city_id: toCityId, also_city_ids: [t.to_city_id],
    });
    await auditRecord(tx, actor, 'transfer.update', 'transfers', id, snapshot);
    return getTransfer(tx, actor, kind, id);
  });
}
