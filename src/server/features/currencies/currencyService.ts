import type {
  AvailableCurrencyPair,
  Currency,
  CryptoCurrency,
  DilapidationPercentage,
} from '../../../shared/contract/ledger';
import type { Db } from '../../db/types';
import type { Who } from '../../lib/audit';
import { cityScope, scopeFilter, SYSTEM_ACTOR, type Actor } from '../../http/scope';
import { fieldError } from '../../http/errors';
import { registerInScope, type RegisterRow } from '../../ledger/referenceChecks';
import { currencyJson, refJson } from '../../ledger/sqlRefs';
import { insertCurrency, setDilapidationIn, setPairIn, type NewCurrency } from './currencyWrites';
import { SERVER_MESSAGES as M } from '../../http/messages';

/**
 * Reference data: currencies (fiat and crypto share one table), pairs and worn-note rates —
 * what the forms offer (active currencies only), and the command line's calls by code. The
 * rules of their changes are currencyWrites.ts's.
 */

// Denominations as plain decimal strings ("5000", "0.50"), largest first.
const CURRENCY_COLUMNS = `id, code, name, "order", is_base, decimals,
  ARRAY(SELECT trim_scale(d)::text FROM unnest(denominations) AS d ORDER BY d DESC) AS denominations`;

export async function listCurrencies(db: Db, crypto: false, options?: { withInactive?: boolean }): Promise<Currency[]>;
export async function listCurrencies(db: Db, crypto: true, options?: { withInactive?: boolean }): Promise<CryptoCurrency[]>;
export async function listCurrencies(db: Db, crypto: boolean, options: { withInactive?: boolean } = {}): Promise<Array<Currency | CryptoCurrency>> {
  const { rows } = await db.query<Currency>(
    `SELECT ${CURRENCY_COLUMNS} FROM currencies WHERE is_crypto = $1 ${options.withInactive ? '' : 'AND is_active'}
      ORDER BY "order", code`,
    [crypto],
  );
  return crypto ? rows.map(({ is_base: _b, denominations: _d, ...rest }) => rest) : rows;
}

export type { NewCurrency } from './currencyWrites';

/** Command line and the seed: adds a currency; a new base currency takes the flag from the old one. */
export async function addCurrency(db: Db, input: NewCurrency, actor: Who = SYSTEM_ACTOR): Promise<Currency> {
  return db.transaction(async (tx) => {
    const id = await insertCurrency(tx, input, actor);
    const { rows } = await tx.query<Currency>(`SELECT ${CURRENCY_COLUMNS} FROM currencies WHERE id = $1`, [id]);
    return rows[0];
  });
}

export async function currencyIdByCode(db: Pick<Db, 'query'>, code: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM currencies WHERE code = $1', [code.toUpperCase()]);
  if (!rows[0]) throw fieldError('currency', M.currencyNotFound(code));
  return rows[0].id;
}

const PAIR_SELECT = `
  SELECT p.id, ${refJson('r')} AS cash_register, ${currencyJson('c')} AS currency, ${currencyJson('b')} AS base_currency
    FROM available_currency_pairs p
    JOIN cash_registers r ON r.id = p.cash_register_id
    JOIN currencies c ON c.id = p.currency_id AND c.is_active
    CROSS JOIN (SELECT * FROM currencies WHERE is_base) b`;

/**
 * GET /api/available_currency_pair/?cash_register — one register's pairs, or those of every
 * active register the user sees; an inactive currency's pair is not offered.
 */
export async function listPairs(db: Db, actor: Actor, cashRegisterId?: number): Promise<AvailableCurrencyPair[]> {
  const params: unknown[] = [];
  let where = '';
  if (cashRegisterId !== undefined) {
    where = `WHERE p.cash_register_id = $${params.push((await registerInScope(db, actor, cashRegisterId)).id)}`;
  } else {
    where = `WHERE r.is_active ${scopeFilter('r.city_id', cityScope(actor), params)}`;
  }
  const { rows } = await db.query<AvailableCurrencyPair>(`${PAIR_SELECT} ${where} ORDER BY r.name, r.id, c."order", c.code`, params);
  return rows;
}

/** Command line: lets a register trade `code` against the base currency. */
export async function addPair(db: Db, register: Pick<RegisterRow, 'id'>, code: string, actor: Who = SYSTEM_ACTOR): Promise<void> {
  const currencyId = await currencyIdByCode(db, code);
  await db.transaction((tx) => setPairIn(tx, register.id, currencyId, true, actor));
}

/** Command line: answers whether there was such a pair. */
export async function removePair(db: Db, registerId: number, code: string, actor: Who = SYSTEM_ACTOR): Promise<boolean> {
  const currencyId = await currencyIdByCode(db, code);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query('SELECT 1 FROM available_currency_pairs WHERE cash_register_id = $1 AND currency_id = $2', [registerId, currencyId]);
    await setPairIn(tx, registerId, currencyId, false, actor);
    return rows.length > 0;
  });
}

/** GET /api/percentage_dilapidation_currency/ (the active currencies': what the exchange form offers). */
export async function listDilapidation(db: Db): Promise<DilapidationPercentage[]> {
  const { rows } = await db.query<DilapidationPercentage>(
    `SELECT d.id, ${currencyJson('c')} AS currency, d.percentage::text AS percentage
       FROM dilapidation_percentages d JOIN currencies c ON c.id = d.currency_id WHERE c.is_active ORDER BY c."order", c.code`,
  );
  return rows;
}

/** Command line and the seed: the worn-note percentage of `code`. */
export async function setDilapidation(db: Db, code: string, percentage: string, actor: Who = SYSTEM_ACTOR): Promise<void> {
  const currencyId = await currencyIdByCode(db, code);
  await db.transaction((tx) => setDilapidationIn(tx, currencyId, percentage, actor));
}
