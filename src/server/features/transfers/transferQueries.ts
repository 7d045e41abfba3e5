import type { RecordKind, Transfer } from '../../../shared/contract/ledger';
import type { RegisterRecordsQuery } from '../../../shared/contract/request/registerRecords';
import type { CityTransfersQuery, FindTransferByCodeQuery } from '../../../shared/contract/request/transfers';
import {
  TRANSFER_STATUSES,
  isFinalTransferStatus,
  type TransferKind,
  type TransferStatus,
} from '../../../shared/machines/transferLifecycle';
import type { Db, Queryable } from '../../db/types';
import type { JsonPage } from '../../http/jsonPage';
import { type PageQuery, selectJsonPage, shapeRows } from '../../http/pagination';
import { memoizeArgs } from '../../lib/memoizeArgs';
import { cityScope, hasPermission, requirePermission, type Actor } from '../../http/scope';
import { notFound } from '../../http/errors';
import { cityInScope, registerInScope } from '../../ledger/referenceChecks';
import { jsonBoolean, jsonRaw, jsonString } from '../../ledger/jsonText';
import { NEWEST_FIRST, recordJson, refShape, type RecordRefs } from '../../ledger/recordSql';
import { isoSql } from '../../ledger/sqlRefs';
import { processStateOf } from '../../processState';
import { SERVER_MESSAGES as M } from '../../http/messages';

export const RECORD_KIND: Record<TransferKind, RecordKind> = {
  INTERNAL: 'INTERNAL_TRANSFER',
  EXTERNAL: 'EXTERNAL_TRANSFER',
  CRYPTO: 'CRYPTO_TRANSFER',
};

/** Crypto transfers are crypto calls (isCryptoTransactionPageActive). */
export function checkKindPermission(actor: Actor, kind: TransferKind): void {
  if (kind === 'CRYPTO') requirePermission(actor, 'isCryptoTransactionPageActive');
}

/** Statuses the shared lifecycle still moves on from: the "unfinished transfers". */
export function openStatuses(kind: TransferKind): TransferStatus[] {
  return TRANSFER_STATUSES.filter((s) => !isFinalTransferStatus(kind, s));
}

/**
 * The transfers a query picks: the table's own columns, so that a page's sort and its count
 * join nothing (a register's or city's filter goes through the register ids).
 */
const ROWS = `
  SELECT t.id, t.kind AS transfer_kind, t.amount AS raw_amount, t.fee AS raw_fee,
         t.transfer_code, t.sender_name, t.receiver_name, t.receiver_phone, t.comment, t.status,
         t.created_at, t.updated_at, t.accepted_at, t.delivered_at,
         t.from_cash_register_id, t.to_cash_register_id, t.currency_id, t.user_id, t.code_issued_by, t.accepted_by AS accepted_by_id,
         t.delivered_by AS delivered_by_id, t.cancelled_at, t.cancelled_by AS cancelled_by_id, t.cancel_reason,
         t.client_id, t.receiver_client_id
    FROM transfers t`;

const REFS: RecordRefs = {
  user: ['users', 'user_id'],
  from_cash_register: ['cash_registers', 'from_cash_register_id'],
  to_cash_register: ['cash_registers', 'to_cash_register_id'],
  currency: ['currencies', 'currency_id'],
  accepted_by: ['users', 'accepted_by_id'],
  delivered_by: ['users', 'delivered_by_id'],
  cancelled_by: ['users', 'cancelled_by_id'],
  client: ['clients', 'client_id'],
  receiver_client: ['clients', 'receiver_client_id'],
};

/** What the record adds to each picked transfer (for a page: to its rows only). */
const SHAPE = refShape(
  REFS,
  `ref_from_cash_register.city_id AS from_city_id, round(p.raw_amount, ref_currency.decimals)::text AS amount,
    round(p.raw_fee, ref_currency.decimals)::text AS fee`,
);

/**
 * The wire record of a transfer, written by PostgreSQL over a shaped row `q`: the one
 * definition of what a transfer looks like on the wire, for lists and single answers alike.
 * Which statuses are final comes from the shared lifecycle machine and who sees the code
 * from the actor: transferJsonParams, as parameters $first, $first+1, $first+2.
 * The code is the client's secret (docs/PRODUCT-DECISIONS.md, Trust): only the user who created the transfer
 * (and admins) see it, and only while it is not final. Nobody else, not even whoever typed
 * it in at the receiving register ("Поиск по коду" answers without it).
 */
const transferJson = memoizeArgs((kind: TransferKind, first: number): string => {
  const isFinal = `q.status = ANY($${first}::text[])`;
  const seesCode = `(NOT ${isFinal} AND ($${first + 1}::boolean OR q.user_id = $${first + 2}::int))`;
  return recordJson(RECORD_KIND[kind], REFS, {
    transfer_kind: jsonString('q.transfer_kind'),
    ...(kind === 'CRYPTO' ? { crypto_currency: jsonRaw('q.currency') } : {}),
    amount: jsonString('q.amount'),
    fee: jsonString('q.fee'),
    transfer_code: jsonString(`CASE WHEN ${seesCode} THEN q.transfer_code END`),
    sender_name: jsonString('q.sender_name'),
    receiver_name: jsonString('q.receiver_name'),
    receiver_phone: jsonString('q.receiver_phone'),
    status: jsonString('q.status'),
    is_final: jsonBoolean(isFinal),
    // The caller created it or issued its code in force: the web app offers them no accept
    // or deliver (four eyes), and a new code only to its creator or an admin.
    is_mine: jsonBoolean(`COALESCE(q.user_id = $${first + 2}::int OR q.code_issued_by = $${first + 2}::int, false)`),
    updated_at: jsonString(isoSql('q.updated_at')),
    accepted_at: jsonString(isoSql('q.accepted_at')),
    delivered_at: jsonString(isoSql('q.delivered_at')),
    cancelled_at: jsonString(isoSql('q.cancelled_at')),
    cancel_reason: jsonString('q.cancel_reason'),
  });
});

function transferJsonParams(actor: Actor, kind: TransferKind): unknown[] {
  const finals = TRANSFER_STATUSES.filter((s) => isFinalTransferStatus(kind, s));
  return [finals, actor.isAdmin, actor.id];
}

const oneTransferSql = memoizeArgs(
  (kind: TransferKind) =>
    `SELECT ${transferJson(kind, 3)} AS record FROM (${shapeRows(`${ROWS} WHERE t.id = $1 AND t.kind = $2`, SHAPE)}) q`,
);

/** One transfer of `kind`, whole, as its wire record (the code: see transferJson). */
export async function getTransfer(q: Queryable, actor: Actor, kind: TransferKind, id: number | string): Promise<Transfer> {
  const { rows } = await q.query<{ record: string }>(oneTransferSql(kind), [id, kind, ...transferJsonParams(actor, kind)]);
  if (!rows[0]) throw notFound();
  return JSON.parse(rows[0].record) as Transfer;
}

/** Sent or received by register $2. */
const REGISTER_ROWS = `${ROWS} WHERE t.kind = $1 AND (t.from_cash_register_id = $2 OR t.to_cash_register_id = $2)`;

/** GET /api/{internal,external,crypto}_transfer/?cash_register&page — sent or received by it. */
export async function listRegisterTransfers(
  db: Db,
  actor: Actor,
  kind: TransferKind,
  query: PageQuery & Pick<RegisterRecordsQuery, 'cash_register'>,
): Promise<JsonPage> {
  checkKindPermission(actor, kind);
  const register = await registerInScope(db, actor, query.cash_register);
  const params = [kind, register.id, ...transferJsonParams(actor, kind)];
  return selectJsonPage(db, REGISTER_ROWS, params, NEWEST_FIRST, query, transferJson(kind, 3), { shape: SHAPE });
}

/** Unfinished ($2 the open statuses), sent from or coming to a register of cities $6 if given. */
const CITY_ROWS = `${ROWS} WHERE t.kind = $1 AND t.status = ANY($2::text[])`;
const CITY_REGISTERS = 'SELECT id FROM cash_registers WHERE city_id = ANY($6::int[])';
const CITIES_ROWS = `${CITY_ROWS}
  AND (t.from_cash_register_id IN (${CITY_REGISTERS}) OR t.to_cash_register_id IN (${CITY_REGISTERS}))`;

/**
 * GET /api/city_{internal,external}_transfer/?city&page — the city's unfinished transfers
 * (sent from or coming to one of its registers). Without city: every city the user sees.
 */
export async function listCityTransfers(
  db: Db,
  actor: Actor,
  kind: TransferKind,
  query: PageQuery & Pick<CityTransfersQuery, 'city'>,
): Promise<JsonPage> {
  checkKindPermission(actor, kind);
  let cities: number[] | null = cityScope(actor);
  if (query.city !== undefined) cities = [(await cityInScope(db, actor, query.city)).id];
  const params = [kind, openStatuses(kind), ...transferJsonParams(actor, kind)];
  if (cities) params.push(cities);
  return selectJsonPage(db, cities ? CITIES_ROWS : CITY_ROWS, params, NEWEST_FIRST, query, transferJson(kind, 3), {
    shape: SHAPE,
  });
}

/**
 * GET /api/find_external_transfer/?cash_register&code — "Поиск по коду": the open client
 * transfer (external, or crypto with the permission) coming to this register with that code.
 * A code that finds nothing counts as a wrong guess for the throttle.
 */
export async function findTransferByCode(
  db: Db,
  actor: Actor,
  query: FindTransferByCodeQuery,
): Promise<Transfer> {
  const register = await registerInScope(db, actor, query.cash_register);
  const kinds: TransferKind[] = hasPermission(actor, 'isCryptoTransactionPageActive') ? ['EXTERNAL', 'CRYPTO'] : ['EXTERNAL'];
  const find = async (wrongCode: () => void) => {
    const { rows } = await db.query<{ id: number; kind: TransferKind }>(
      // A cancelled transfer's code is dead: like a delivered one's, it finds nothing.
      "SELECT id, kind FROM transfers WHERE transfer_code = $1 AND status NOT IN ('Delivered', 'Cancelled') AND kind = ANY($2::text[]) AND to_cash_register_id = $3",
      [query.code, kinds, register.id],
    );
    if (!rows[0]) {
      wrongCode();
      throw notFound(M.noTransferWithCode);
    }
    return getTransfer(db, actor, rows[0].kind, rows[0].id);
  };
  return actor.id == null ? find(() => undefined) : processStateOf(db).codeThrottle.guarded(actor.id, find);
}
