import type { CreateCryptoTransactionBody, CryptoTransaction } from '../../../shared/contract/ledger';
import type { Db } from '../../db/types';
import { requirePermission, type Actor } from '../ledger/actor';
import { MAX_TOTAL, dec, fixed } from '../ledger/decimal';
import { fieldError } from '../ledger/errors';
import { baseCurrency, currencyField, registerInScope, userRef, type CurrencyRow } from '../ledger/lookups';
import { selectPage, type PageQuery, type PageResult } from '../ledger/pagination';
import { moneyTransaction, preparePosting } from '../ledger/posting';
import { currencyJson, iso, refJson, userJson } from '../ledger/sqlRefs';
import { RATE_DECIMALS } from '../../../shared/money';
import { recordTime } from '../ledger/time';
import { wireRecord } from '../ledger/wireRecord';

/**
 * Crypto transactions (DESIGN.md): BUY (Выдача) — the register takes `amount` of crypto and
 * pays `total − fee` in fiat; SELL (Приём) — it gives crypto and takes `total + fee`.
 * total = amount × rate. The fee is the register's earning.
 */
export async function createCryptoTransaction(
  db: Db,
  actor: Actor,
  input: CreateCryptoTransactionBody,
  options: { at?: Date } = {},
): Promise<CryptoTransaction> {
  requirePermission(actor, 'isCryptoTransactionPageActive');
  const at = options.at ?? recordTime();
  return moneyTransaction(db, async (tx) => {
    const register = await registerInScope(tx, actor, input.cash_register);
    const crypto = await currencyField(tx, input.crypto_currency, 'crypto_currency', true);
    const fiat = input.currency === undefined ? await baseCurrency(tx) : await currencyField(tx, input.currency, 'currency', false);
    const amount = dec(input.amount);
    const rate = dec(input.rate);
    const fee = dec(input.fee ?? '0');
    const total = dec(fixed(amount.times(rate), fiat.decimals));
    if (!total.isPositive()) throw fieldError('amount', 'Сумма слишком мала.');
    if (total.greaterThanOrEqualTo(MAX_TOTAL)) throw fieldError('amount', 'Сумма слишком велика.');
    const isBuy = input.operation_type === 'BUY';
    if (isBuy && !fee.lessThan(total)) throw fieldError('fee', 'Комиссия должна быть меньше суммы.');

    const sign = isBuy ? 1 : -1;
    const prepared = await preparePosting(tx, [
      { account: 'CASH', cashRegisterId: register.id, currencyId: crypto.id, amount: amount.times(sign), kind: input.operation_type },
      { account: 'CASH', cashRegisterId: register.id, currencyId: fiat.id, amount: total.times(-sign), kind: input.operation_type },
      { account: 'CASH', cashRegisterId: register.id, currencyId: fiat.id, amount: fee, kind: 'FEE' },
    ]);
    const id = await prepared.write({ type: 'CRYPTO_TRANSACTION', at }, {
      table: 'crypto_transactions',
      values: {
        cash_register_id: register.id, crypto_currency_id: crypto.id, currency_id: fiat.id, operation_type: input.operation_type,
        amount: amount.toFixed(), rate: rate.toFixed(), total: total.toFixed(), fee: fee.toFixed(), comment: input.comment ?? '',
        user_id: actor.id, created_at: at.toISOString(),
      },
    });
    const ref = (c: CurrencyRow) => ({ id: c.id, code: c.code, name: c.name });
    return toWire({
      id: Number(id), operation_type: input.operation_type, amount: fixed(amount, crypto.decimals), rate: fixed(rate, RATE_DECIMALS),
      total: fixed(total, fiat.decimals), fee: fixed(fee, fiat.decimals), comment: input.comment ?? '', created_at: at,
      cash_register: { id: register.id, name: register.name }, crypto_currency: ref(crypto), currency: ref(fiat),
      user: await userRef(tx, actor.id),
    });
  });
}

const SELECT = `
  SELECT t.id, t.operation_type, t.amount::text AS amount, t.rate::text AS rate, t.total::text AS total,
         t.fee::text AS fee, t.comment, t.created_at,
         ${refJson('r')} AS cash_register, ${currencyJson('k')} AS crypto_currency, ${currencyJson('c')} AS currency,
         ${userJson('u')} AS "user"
    FROM crypto_transactions t
    JOIN cash_registers r ON r.id = t.cash_register_id
    JOIN currencies k ON k.id = t.crypto_currency_id
    JOIN currencies c ON c.id = t.currency_id
    LEFT JOIN users u ON u.id = t.user_id`;

type Row = Omit<CryptoTransaction, 'kind' | 'created_at'> & { created_at: Date };

function toWire(row: Row): CryptoTransaction {
  return wireRecord<CryptoTransaction>(row, { kind: 'CRYPTO_TRANSACTION', created_at: iso(row.created_at)! });
}

/** GET /api/crypto_transaction/?cash_register&page — newest first. */
export async function listCryptoTransactions(
  db: Db,
  actor: Actor,
  filter: PageQuery & { cash_register?: number; id?: number },
): Promise<PageResult<CryptoTransaction>> {
  requirePermission(actor, 'isCryptoTransactionPageActive');
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.cash_register !== undefined) {
    const register = await registerInScope(db, actor, filter.cash_register);
    conditions.push(`t.cash_register_id = $${params.push(register.id)}`);
  }
  if (filter.id !== undefined) conditions.push(`t.id = $${params.push(filter.id)}`);
  if (!actor.isAdmin) conditions.push(`r.city_id = ANY($${params.push([...actor.cityIds])}::int[])`);
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  return selectPage(db, `${SELECT} ${where}`, params, 'created_at DESC, id DESC', filter, toWire);
}
