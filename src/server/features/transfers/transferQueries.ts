import type { CryptoTransfer, RecordKind, Transfer } from '../../../shared/contract/ledger';
import {
  TRANSFER_STATUSES,
  isFinalTransferStatus,
  type TransferKind,
  type TransferStatus,
} from '../../../shared/machines/transferLifecycle';
import type { Db, Queryable } from '../../db/types';
import type { JsonPage } from '../../http/jsonPage';
import { type PageShape, shapeRows } from '../../http/pagination';
import { cityScope, requirePermission, type Actor } from '../ledger/actor';
import { notFound } from '../ledger/errors';
import { cityInScope, registerInScope } from '../ledger/lookups';
import { selectJsonPage, type PageQuery } from '../ledger/pagination';
import { currencyJson, iso, isoSql, refJson, userJson } from '../ledger/sqlRefs';
import { wireRecord } from '../ledger/wireRecord';
import { codeThrottle } from './codeThrottle';

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

/** The transfers a query picks (its WHERE may filter on the registers' cities: fr, tr). */
const ROWS = `
  SELECT t.id, t.kind AS transfer_kind, t.amount AS raw_amount, t.fee AS raw_fee,
         t.transfer_code, t.sender_name, t.receiver_name, t.receiver_phone, t.comment, t.status,
         t.created_at, t.updated_at, t.accepted_at, t.delivered_at, fr.city_id AS from_city_id,
         t.from_cash_register_id, t.to_cash_register_id, t.currency_id, t.user_id, t.accepted_by AS accepted_by_id,
         t.delivered_by AS delivered_by_id
    FROM transfers t
    JOIN cash_registers fr ON fr.id = t.from_cash_register_id
    JOIN cash_registers tr ON tr.id = t.to_cash_register_id`;

/** What the wire adds to each picked transfer (for a page: to its rows only). */
const SHAPE: PageShape = {
  columns: `round(p.raw_amount, c.decimals)::text AS amount, round(p.raw_fee, c.decimals)::text AS fee,
    ${refJson('fr')} AS from_cash_register, ${refJson('tr')} AS to_cash_register, ${currencyJson('c')} AS currency,
    ${userJson('u')} AS "user", ${userJson('ua')} AS accepted_by, ${userJson('ud')} AS delivered_by`,
  joins: `
    JOIN cash_registers fr ON fr.id = p.from_cash_register_id
    JOIN cash_registers tr ON tr.id = p.to_cash_register_id
    JOIN currencies c ON c.id = p.currency_id
    LEFT JOIN users u ON u.id = p.user_id
    LEFT JOIN users ua ON ua.id = p.accepted_by_id
    LEFT JOIN users ud ON ud.id = p.delivered_by_id`,
};

/** One transfer, whole, by a condition over ROWS' tables. */
const selectWhere = (condition: string) => shapeRows(`${ROWS} WHERE ${condition}`, SHAPE);

type Row = Omit<Transfer, 'kind' | 'is_final' | 'created_at' | 'updated_at' | 'accepted_at' | 'delivered_at'> & {
  created_at: Date;
  updated_at: Date;
  accepted_at: Date | null;
  delivered_at: Date | null;
  from_city_id: number;
};

function toWire(actor: Actor, revealCode = false) {
  return (row: Row): Transfer | CryptoTransfer => {
    // The code is what the client presents at the receiving register: only the sending
    // register's city sees it in lists (or whoever just typed it in).
    const seesCode = revealCode || actor.isAdmin || actor.cityIds.includes(row.from_city_id);
    return wireRecord<CryptoTransfer>(row, {
      kind: RECORD_KIND[row.transfer_kind],
      transfer_code: seesCode ? row.transfer_code : null,
      is_final: isFinalTransferStatus(row.transfer_kind, row.status),
      created_at: iso(row.created_at)!,
      updated_at: iso(row.updated_at)!,
      accepted_at: iso(row.accepted_at),
      delivered_at: iso(row.delivered_at),
      ...(row.transfer_kind === 'CRYPTO' ? { crypto_currency: row.currency } : {}),
    });
  };
}

export async function getTransfer(q: Queryable, actor: Actor, kind: TransferKind, id: number | string): Promise<Transfer> {
  const { rows } = await q.query<Row>(selectWhere('t.id = $1 AND t.kind = $2'), [id, kind]);
  return toWire(actor)(rows[0]);
}

const NEWEST_FIRST = 'created_at DESC, id DESC';

/**
 * The wire record of a listed transfer (what toWire makes), written by PostgreSQL over a
 * shaped row `q`. Which statuses are final comes from the shared lifecycle machine and who
 * sees the code from the actor, both as parameters appended to `params`.
 */
function transferJson(actor: Actor, kind: TransferKind, params: unknown[]): string {
  const finals = `$${params.push(TRANSFER_STATUSES.filter((s) => isFinalTransferStatus(kind, s)))}::text[]`;
  const seesCode = `($${params.push(actor.isAdmin)}::boolean OR q.from_city_id = ANY($${params.push(actor.cityIds)}::int[]))`;
  return `json_build_object(
    'id', q.id, 'kind', '${RECORD_KIND[kind]}', 'created_at', ${isoSql('q.created_at')}, 'user', q."user", 'comment', q.comment,
    'transfer_kind', q.transfer_kind, 'from_cash_register', q.from_cash_register, 'to_cash_register', q.to_cash_register,
    'currency', q.currency, ${kind === 'CRYPTO' ? "'crypto_currency', q.currency," : ''}
    'amount', q.amount, 'fee', q.fee, 'transfer_code', CASE WHEN ${seesCode} THEN q.transfer_code END,
    'sender_name', q.sender_name, 'receiver_name', q.receiver_name, 'receiver_phone', q.receiver_phone,
    'status', q.status, 'is_final', q.status = ANY(${finals}), 'updated_at', ${isoSql('q.updated_at')},
    'accepted_at', ${isoSql('q.accepted_at')}, 'accepted_by', q.accepted_by,
    'delivered_at', ${isoSql('q.delivered_at')}, 'delivered_by', q.delivered_by)`;
}

/** GET /api/{internal,external,crypto}_transfer/?cash_register&page — sent or received by it. */
export async function listRegisterTransfers(
  db: Db,
  actor: Actor,
  kind: TransferKind,
  query: PageQuery & { cash_register: number },
): Promise<JsonPage> {
  checkKindPermission(actor, kind);
  const register = await registerInScope(db, actor, query.cash_register);
  const params: unknown[] = [kind, register.id];
  const json = transferJson(actor, kind, params);
  return selectJsonPage(
    db,
    `${ROWS} WHERE t.kind = $1 AND (t.from_cash_register_id = $2 OR t.to_cash_register_id = $2)`,
    params,
    NEWEST_FIRST,
    query,
    json,
    { shape: SHAPE },
  );
}

/**
 * GET /api/city_{internal,external}_transfer/?city&page — the city's unfinished transfers
 * (sent from or coming to one of its registers). Without city: every city the user sees.
 */
export async function listCityTransfers(
  db: Db,
  actor: Actor,
  kind: TransferKind,
  query: PageQuery & { city?: number },
): Promise<JsonPage> {
  checkKindPermission(actor, kind);
  const params: unknown[] = [kind, openStatuses(kind)];
  let cities: number[] | null = cityScope(actor);
  if (query.city !== undefined) cities = [(await cityInScope(db, actor, query.city)).id];
  const where = cities
    ? `AND (fr.city_id = ANY($${params.push(cities)}::int[]) OR tr.city_id = ANY($${params.length}::int[]))`
    : '';
  const json = transferJson(actor, kind, params);
  return selectJsonPage(db, `${ROWS} WHERE t.kind = $1 AND t.status = ANY($2::text[]) ${where}`, params, NEWEST_FIRST, query, json, {
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
  query: { cash_register: number; code: string },
): Promise<Transfer> {
  const register = await registerInScope(db, actor, query.cash_register);
  const throttleKey = actor.id ?? 'system';
  codeThrottle.check(throttleKey);
  const kinds: TransferKind[] = actor.isAdmin || actor.permissions.isCryptoTransactionPageActive ? ['EXTERNAL', 'CRYPTO'] : ['EXTERNAL'];
  const { rows } = await db.query<Row>(
    selectWhere("t.transfer_code = $1 AND t.status <> 'Delivered' AND t.kind = ANY($2::text[]) AND t.to_cash_register_id = $3"),
    [query.code, kinds, register.id],
  );
  if (!rows[0]) {
    codeThrottle.miss(throttleKey);
    throw notFound('Перевод с таким кодом не найден.');
  }
  return toWire(actor, true)(rows[0]);
}
