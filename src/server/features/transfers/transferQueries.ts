import type { CryptoTransfer, RecordKind, Transfer } from '../../../shared/contract/ledger';
import {
  TRANSFER_STATUSES,
  isFinalTransferStatus,
  type TransferKind,
  type TransferStatus,
} from '../../../shared/machines/transferLifecycle';
import type { Db, Queryable } from '../../db/types';
import { cityScope, requirePermission, type Actor } from '../ledger/actor';
import { notFound } from '../ledger/errors';
import { cityInScope, registerInScope } from '../ledger/lookups';
import { selectPage, type PageQuery, type PageResult } from '../ledger/pagination';
import { currencyJson, iso, refJson, userJson } from '../ledger/sqlRefs';
import { codeThrottle } from './codeThrottle';
import { wireRecord } from '../ledger/wireRecord';

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

const SELECT = `
  SELECT t.id, t.kind AS transfer_kind, round(t.amount, c.decimals)::text AS amount, round(t.fee, c.decimals)::text AS fee,
         t.transfer_code, t.sender_name, t.receiver_name, t.receiver_phone, t.comment, t.status,
         t.created_at, t.updated_at, t.accepted_at, t.delivered_at, fr.city_id AS from_city_id,
         ${refJson('fr')} AS from_cash_register, ${refJson('tr')} AS to_cash_register, ${currencyJson('c')} AS currency,
         ${userJson('u')} AS "user", ${userJson('ua')} AS accepted_by, ${userJson('ud')} AS delivered_by
    FROM transfers t
    JOIN cash_registers fr ON fr.id = t.from_cash_register_id
    JOIN cash_registers tr ON tr.id = t.to_cash_register_id
    JOIN currencies c ON c.id = t.currency_id
    LEFT JOIN users u ON u.id = t.user_id
    LEFT JOIN users ua ON ua.id = t.accepted_by
    LEFT JOIN users ud ON ud.id = t.delivered_by`;

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
  const { rows } = await q.query<Row>(`${SELECT} WHERE t.id = $1 AND t.kind = $2`, [id, kind]);
  return toWire(actor)(rows[0]);
}

const NEWEST_FIRST = 'created_at DESC, id DESC';

/** GET /api/{internal,external,crypto}_transfer/?cash_register&page — sent or received by it. */
export async function listRegisterTransfers(
  db: Db,
  actor: Actor,
  kind: TransferKind,
  query: PageQuery & { cash_register: number },
): Promise<PageResult<Transfer>> {
  checkKindPermission(actor, kind);
  const register = await registerInScope(db, actor, query.cash_register);
  return selectPage(
    db,
    `${SELECT} WHERE t.kind = $1 AND (t.from_cash_register_id = $2 OR t.to_cash_register_id = $2)`,
    [kind, register.id],
    NEWEST_FIRST,
    query,
    toWire(actor),
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
): Promise<PageResult<Transfer>> {
  checkKindPermission(actor, kind);
  const params: unknown[] = [kind, openStatuses(kind)];
  let cities: number[] | null = cityScope(actor);
  if (query.city !== undefined) cities = [(await cityInScope(db, actor, query.city)).id];
  const where = cities
    ? `AND (fr.city_id = ANY($${params.push(cities)}::int[]) OR tr.city_id = ANY($${params.length}::int[]))`
    : '';
  return selectPage(db, `${SELECT} WHERE t.kind = $1 AND t.status = ANY($2::text[]) ${where}`, params, NEWEST_FIRST, query, toWire(actor));
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
    `${SELECT} WHERE t.transfer_code = $1 AND t.status <> 'Delivered' AND t.kind = ANY($2::text[]) AND t.to_cash_register_id = $3`,
    [query.code, kinds, register.id],
  );
  if (!rows[0]) {
    codeThrottle.miss(throttleKey);
    throw notFound('Перевод с таким кодом не найден.');
  }
  return toWire(actor, true)(rows[0]);
}
