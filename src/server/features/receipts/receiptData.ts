import { maskDocument } from '../../../shared/contract/clients';
import { isFinalTransferStatus, type TransferKind, type TransferStatus } from '../../../shared/machines/transferLifecycle';
import { journalTypeLabel } from '../../../shared/contract/journal';
import type { Queryable } from '../../db/types';
import { notFound } from '../../http/errors';
import { canSeeCity, requirePermission, type Actor } from '../../http/scope';
import { timeZone } from '../../ledger/time';
import type { ReceiptKind } from './schemas';

/** What a receipt says, whatever its paper. Amounts are the database's decimal strings. */
export interface Receipt {
  /** Per register and day, in the order the records were made (receiptNumberSql). */
  number: number;
  at: string;
  register: string;
  city: string;
  cashier: string;
  operation: string;
  lines: Array<{ label: string; value: string; decimals?: number; kind?: 'amount' | 'rate' | 'text' }>;
  /** A transfer: where the client's receiver collects it, and the code (null: not this user's to print). */
  transfer?: { toRegister: string; toCity: string; code: string | null };
}

type Head = {
  id: string;
  created_at: Date;
  register_id: number;
  register: string;
  city_id: number;
  city: string;
  cashier: string;
  number: string;
};

/**
 * The receipt's number: its place among the register's receipts of that day (in the server's
 * zone), counting every kind that gets one. Records are never edited or deleted, so a
 * reprint carries the number of the first print.
 */
const RECEIPT_SOURCES = `
  SELECT cash_register_id AS reg, created_at, 1 AS k, id FROM exchange_transactions
  UNION ALL SELECT cash_register_id, created_at, 2, id FROM crypto_transactions
  UNION ALL SELECT cash_register_id, created_at, 3, id FROM out_transactions
  UNION ALL SELECT from_cash_register_id, created_at, 4, id FROM transfers WHERE kind <> 'INTERNAL'`;

const KIND_ORDER: Record<ReceiptKind, number> = { TRANSACTION: 1, CRYPTO_TRANSACTION: 2, OUT_TRANSACTION: 3, EXTERNAL_TRANSFER: 4, CRYPTO_TRANSFER: 4 };

const headSql = (table: string, registerColumn: string, extraWhere = '') => `
  SELECT t.id::text AS id, t.created_at, r.id AS register_id, r.name AS register, c.id AS city_id, c.name AS city,
         COALESCE(NULLIF(trim(u.first_name || ' ' || u.last_name), ''), u.username, '—') AS cashier,
         (SELECT count(*) FROM (${RECEIPT_SOURCES}) s
           WHERE s.reg = t.${registerColumn}
             AND s.created_at >= (date_trunc('day', t.created_at AT TIME ZONE $2) AT TIME ZONE $2)
             AND (s.created_at, s.k, s.id) <= (t.created_at, $3::int, t.id)) AS number
    FROM ${table} t
    JOIN cash_registers r ON r.id = t.${registerColumn}
    JOIN cities c ON c.id = r.city_id
    LEFT JOIN users u ON u.id = t.user_id
   WHERE t.id = $1 ${extraWhere}`;

function baseOf(head: Head) {
  return { number: Number(head.number), at: head.created_at.toISOString(), register: head.register, city: head.city, cashier: head.cashier };
}

/** A reversal (storno) has no receipt: no client left the window with it. */
const NOT_A_REVERSAL = 'AND t.reverses_id IS NULL';

async function headOf(q: Queryable, actor: Actor, kind: ReceiptKind, table: string, id: number, registerColumn = 'cash_register_id', extraWhere = '') {
  const { rows } = await q.query<Head>(headSql(table, registerColumn, extraWhere), [id, timeZone(), KIND_ORDER[kind]]);
  if (!rows[0] || !canSeeCity(actor, rows[0].city_id)) throw notFound();
  return rows[0];
}

type Row = Record<string, string>;
/** The journal's own words for the operation (docs/PRODUCT.md §4: crypto BUY is Выдача, SELL Прием). */
const label = (kind: 'TRANSACTION' | 'CRYPTO_TRANSACTION' | 'OUT_TRANSACTION', operationType: string, isCrypto: boolean) =>
  journalTypeLabel({ kind, operation_type: operationType as never, is_crypto: isCrypto });
const fieldsOf = async (q: Queryable, sql: string, id: number) => (await q.query<Row>(sql, [id])).rows[0];

/**
 * The identified client of a record (docs/api/clients.md): the full name, and the document
 * masked as lists show it (the receipt leaves the office with the client, or is left behind).
 */
async function clientLines(q: Queryable, table: 'exchange_transactions' | 'crypto_transactions' | 'transfers', id: number): Promise<Receipt['lines']> {
  const { rows } = await q.query<{ name: string; document_type: string; document_number: string }>(
    `SELECT btrim(c.last_name || ' ' || c.first_name || ' ' || c.middle_name) AS name, c.document_type, c.document_number
       FROM ${table} r JOIN clients c ON c.id = r.client_id WHERE r.id = $1`,
    [id],
  );
  if (!rows[0]) return [];
  return [
    { label: 'Клиент', value: rows[0].name, kind: 'text' },
    { label: 'Документ', value: `${rows[0].document_type} ${maskDocument(rows[0].document_number)}`, kind: 'text' },
  ];
}

async function exchangeReceipt(q: Queryable, actor: Actor, id: number): Promise<Receipt> {
  const head = await headOf(q, actor, 'TRANSACTION', 'exchange_transactions', id, 'cash_register_id', NOT_A_REVERSAL);
  const t = await fieldsOf(q, `
    SELECT e.operation_type, e.amount::text AS amount, e.effective_rate::text AS rate, e.total::text AS total,
           e.is_dilapidated::text AS worn, cur.code AS currency, base.code AS base
      FROM exchange_transactions e JOIN currencies cur ON cur.id = e.currency_id JOIN currencies base ON base.id = e.base_currency_id
     WHERE e.id = $1`, id);
  const buy = t.operation_type === 'BUY';
  return {
    ...baseOf(head),
    operation: `${label('TRANSACTION', t.operation_type, false)} ${t.currency}${t.worn === 'true' ? ' (ветхие)' : ''}`,
    lines: [
      ...(await clientLines(q, 'exchange_transactions', id)),
      { label: buy ? `Принято, ${t.currency}` : `Выдано, ${t.currency}`, value: t.amount, kind: 'amount' },
      { label: `Курс, ${t.base}`, value: t.rate, kind: 'rate' },
      { label: buy ? `Выдано, ${t.base}` : `Принято, ${t.base}`, value: t.total, kind: 'amount' },
    ],
  };
}

async function cryptoReceipt(q: Queryable, actor: Actor, id: number): Promise<Receipt> {
  requirePermission(actor, 'isCryptoTransactionPageActive');
  const head = await headOf(q, actor, 'CRYPTO_TRANSACTION', 'crypto_transactions', id, 'cash_register_id', NOT_A_REVERSAL);
  const t = await fieldsOf(q, `
    SELECT x.operation_type, x.amount::text AS amount, x.rate::text AS rate, x.total::text AS total, x.fee::text AS fee,
           cc.code AS crypto, cur.code AS currency
      FROM crypto_transactions x JOIN currencies cc ON cc.id = x.crypto_currency_id JOIN currencies cur ON cur.id = x.currency_id
     WHERE x.id = $1`, id);
  const issue = t.operation_type === 'BUY';
  return {
    ...baseOf(head),
    operation: `${label('CRYPTO_TRANSACTION', t.operation_type, true)} ${t.crypto}`,
    lines: [
      ...(await clientLines(q, 'crypto_transactions', id)),
      { label: `${issue ? 'Выдано' : 'Принято'}, ${t.crypto}`, value: t.amount, kind: 'amount' },
      { label: `Курс, ${t.currency}`, value: t.rate, kind: 'rate' },
      { label: `Сумма, ${t.currency}`, value: t.total, kind: 'amount' },
      { label: `Комиссия, ${t.currency}`, value: t.fee, kind: 'amount' },
    ],
  };
}

async function personReceipt(q: Queryable, actor: Actor, id: number): Promise<Receipt> {
  const head = await headOf(q, actor, 'OUT_TRANSACTION', 'out_transactions', id, 'cash_register_id', NOT_A_REVERSAL);
  const t = await fieldsOf(q, `
    SELECT o.operation_type, o.amount::text AS amount, o.is_crypto::text AS crypto, cur.code AS currency,
           trim(p.first_name || ' ' || p.last_name) AS person
      FROM out_transactions o JOIN currencies cur ON cur.id = o.currency_id JOIN operation_persons p ON p.id = o.operation_person_id
     WHERE o.id = $1`, id);
  if (t.crypto === 'true') requirePermission(actor, 'isCryptoTransactionPageActive');
  const brought = t.operation_type === 'REPLENISHMENT';
  return {
    ...baseOf(head),
    operation: label('OUT_TRANSACTION', t.operation_type, t.crypto === 'true'),
    lines: [
      { label: 'Кредитор / дебитор', value: t.person, kind: 'text' },
      { label: `${brought ? 'Принято' : 'Выдано'}, ${t.currency}`, value: t.amount, kind: 'amount' },
    ],
  };
}

async function transferReceipt(q: Queryable, actor: Actor, kind: 'EXTERNAL_TRANSFER' | 'CRYPTO_TRANSFER', id: number): Promise<Receipt> {
  const transferKind: TransferKind = kind === 'CRYPTO_TRANSFER' ? 'CRYPTO' : 'EXTERNAL';
  if (transferKind === 'CRYPTO') requirePermission(actor, 'isCryptoTransactionPageActive');
  const head = await headOf(q, actor, kind, 'transfers', id, 'from_cash_register_id', `AND t.kind = '${transferKind}'`);
  const t = await fieldsOf(q, `
    SELECT t.amount::text AS amount, t.fee::text AS fee, t.status, t.transfer_code AS code, t.user_id::text AS creator,
           cur.code AS currency, cur.decimals::text AS decimals, tr.name AS to_register, tc.name AS to_city,
           t.sender_name, t.receiver_name
      FROM transfers t JOIN currencies cur ON cur.id = t.currency_id
      JOIN cash_registers tr ON tr.id = t.to_cash_register_id JOIN cities tc ON tc.id = tr.city_id
     WHERE t.id = $1`, id);
  // The code is the client's secret (docs/PRODUCT-DECISIONS.md "Trust"): on the receipt of the one who took
  // the money (or an admin), while the transfer is open; anyone else prints it without.
  const ownsCode = (actor.isAdmin || t.creator === String(actor.id)) && !isFinalTransferStatus(transferKind, t.status as TransferStatus);
  const decimals = Number(t.decimals);
  return {
    ...baseOf(head),
    operation: transferKind === 'CRYPTO' ? 'Крипто перевод' : 'Перевод',
    lines: [
      ...(await clientLines(q, 'transfers', id)),
      ...(t.sender_name ? [{ label: 'Отправитель', value: t.sender_name, kind: 'text' as const }] : []),
      ...(t.receiver_name ? [{ label: 'Получатель', value: t.receiver_name, kind: 'text' as const }] : []),
      { label: `Сумма перевода, ${t.currency}`, value: t.amount, decimals, kind: 'amount' },
      { label: `Комиссия, ${t.currency}`, value: t.fee, decimals, kind: 'amount' },
    ],
    transfer: { toRegister: t.to_register, toCity: t.to_city, code: ownsCode ? t.code : null },
  };
}

export async function receiptOf(q: Queryable, actor: Actor, kind: ReceiptKind, id: number): Promise<Receipt> {
  switch (kind) {
    case 'TRANSACTION':
      return exchangeReceipt(q, actor, id);
    case 'CRYPTO_TRANSACTION':
      return cryptoReceipt(q, actor, id);
    case 'OUT_TRANSACTION':
      return personReceipt(q, actor, id);
    default:
      return transferReceipt(q, actor, kind, id);
  }
}
