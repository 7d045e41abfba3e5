import type {
  AvailableCurrencyPair,
  Currency,
  CryptoCurrency,
  DilapidationPercentage,
} from '../../../shared/contract/ledger';
import type { Db } from '../../db/types';
import { auditRecord, auditRowSql, type Who } from '../../lib/audit';
import { cityScope, scopeFilter, SYSTEM_ACTOR, type Actor } from '../../http/scope';
import { fieldError, nonFieldError } from '../../http/errors';
import { registerInScope, type RegisterRow } from '../ledger/lookups';
import { currencyJson, refJson } from '../ledger/sqlRefs';

/** Reference data: currencies (fiat and crypto share one table), pairs and worn-note rates. */

export async function listCurrencies(db: Db, crypto: false): Promise<Currency[]>;
export async function listCurrencies(db: Db, crypto: true): Promise<CryptoCurrency[]>;
export async function listCurrencies(db: Db, crypto: boolean): Promise<Array<Currency | CryptoCurrency>> {
  // Denominations as plain decimal strings ("5000", "0.50"), largest first.
  const { rows } = await db.query<Currency>(
    `SELECT id, code, name, "order", is_base, decimals,
            ARRAY(SELECT trim_scale(d)::text FROM unnest(denominations) AS d ORDER BY d DESC) AS denominations
       FROM currencies WHERE is_crypto = $1 ORDER BY "order", code`,
    [crypto],
  );
  return crypto ? rows.map(({ is_base: _b, denominations: _d, ...rest }) => rest) : rows;
}

export interface NewCurrency {
  code: string;
  name: string;
  order?: number;
  crypto?: boolean;
  base?: boolean;
}

/** Command line: adds a currency; a new base currency takes the flag from the old one. */
export async function addCurrency(db: Db, input: NewCurrency, actor: Who = SYSTEM_ACTOR): Promise<Currency> {
  const code = input.code.trim().toUpperCase();
  if (!/^[A-Z0-9]{2,10}$/.test(code)) throw fieldError('code', 'Код валюты: 2–10 латинских букв или цифр.');
  if (input.base && input.crypto) throw nonFieldError('Базовая валюта не может быть криптовалютой.');
  return db.transaction(async (tx) => {
    const exists = await tx.query('SELECT 1 FROM currencies WHERE code = $1', [code]);
    if (exists.rows.length) throw fieldError('code', `Валюта ${code} уже существует.`);
    if (input.base) await tx.query('UPDATE currencies SET is_base = false WHERE is_base');
    // A well-known fiat code gets its banknotes from denomination_defaults (migration 018).
    const { rows } = await tx.query<Currency>(
      `INSERT INTO currencies (code, name, "order", is_crypto, is_base, decimals, denominations)
       VALUES ($1, $2, $3, $4, $5, $6,
               CASE WHEN $4 THEN '{}' ELSE COALESCE((SELECT denominations FROM denomination_defaults WHERE code = $1), '{}') END)
       RETURNING id, code, name, "order", is_base, decimals,
                 ARRAY(SELECT trim_scale(d)::text FROM unnest(denominations) AS d ORDER BY d DESC) AS denominations`,
      [code, input.name, input.order ?? 0, Boolean(input.crypto), Boolean(input.base), input.crypto ? 8 : 2],
    );
    await auditRecord(tx, actor, 'currency.create', 'currencies', rows[0].id);
    return rows[0];
  });
}

export async function currencyIdByCode(db: Pick<Db, 'query'>, code: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM currencies WHERE code = $1', [code.toUpperCase()]);
  if (!rows[0]) throw fieldError('currency', `Валюта ${code} не найдена.`);
  return rows[0].id;
}

const PAIR_SELECT = `
  SELECT p.id, ${refJson('r')} AS cash_register, ${currencyJson('c')} AS currency, ${currencyJson('b')} AS base_currency
    FROM available_currency_pairs p
    JOIN cash_registers r ON r.id = p.cash_register_id
    JOIN currencies c ON c.id = p.currency_id
    CROSS JOIN (SELECT * FROM currencies WHERE is_base) b`;

/** GET /api/available_currency_pair/?cash_register — one register's pairs, or all the user sees. */
export async function listPairs(db: Db, actor: Actor, cashRegisterId?: number): Promise<AvailableCurrencyPair[]> {
  const params: unknown[] = [];
  let where = '';
  if (cashRegisterId !== undefined) {
    where = `WHERE p.cash_register_id = $${params.push((await registerInScope(db, actor, cashRegisterId)).id)}`;
  } else {
    where = `WHERE true ${scopeFilter('r.city_id', cityScope(actor), params)}`;
  }
  const { rows } = await db.query<AvailableCurrencyPair>(`${PAIR_SELECT} ${where} ORDER BY r.name, r.id, c."order", c.code`, params);
  return rows;
}

/** Command line: lets a register trade `code` against the base currency. */
export async function addPair(db: Db, register: Pick<RegisterRow, 'id'>, code: string, actor: Who = SYSTEM_ACTOR): Promise<void> {
  const currencyId = await currencyIdByCode(db, code);
  const { rows } = await db.query<{ is_base: boolean; is_crypto: boolean }>(
    'SELECT is_base, is_crypto FROM currencies WHERE id = $1',
    [currencyId],
  );
  if (rows[0].is_base || rows[0].is_crypto) throw fieldError('currency', 'Пара: иностранная валюта против базовой.');
  await db.transaction(async (tx) => {
    const { rows: added } = await tx.query<{ id: number }>(
      'INSERT INTO available_currency_pairs (cash_register_id, currency_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id',
      [register.id, currencyId],
    );
    if (added[0]) await auditRecord(tx, actor, 'currency_pair.add', 'available_currency_pairs', added[0].id);
  });
}

export async function removePair(db: Db, registerId: number, code: string, actor: Who = SYSTEM_ACTOR): Promise<boolean> {
  const currencyId = await currencyIdByCode(db, code);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; row: unknown }>(
      `DELETE FROM available_currency_pairs p WHERE cash_register_id = $1 AND currency_id = $2 RETURNING id, ${auditRowSql('p')} AS row`,
      [registerId, currencyId],
    );
    if (rows[0]) await auditRecord(tx, actor, 'currency_pair.remove', 'available_currency_pairs', rows[0].id, rows[0].row);
    return rows.length > 0;
  });
}

/** GET /api/percentage_dilapidation_currency/ */
export async function listDilapidation(db: Db): Promise<DilapidationPercentage[]> {
  const { rows } = await db.query<DilapidationPercentage>(
    `SELECT d.id, ${currencyJson('c')} AS currency, d.percentage::text AS percentage
       FROM dilapidation_percentages d JOIN currencies c ON c.id = d.currency_id ORDER BY c."order", c.code`,
  );
  return rows;
}

export async function setDilapidation(db: Db, code: string, percentage: string, actor: Who = SYSTEM_ACTOR): Promise<void> {
  const currencyId = await currencyIdByCode(db, code);
  await db.transaction(async (tx) => {
    const { rows: old } = await tx.query<{ row: unknown }>(
      `SELECT ${auditRowSql('d')} AS row FROM dilapidation_percentages d WHERE currency_id = $1 FOR UPDATE`,
      [currencyId],
    );
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO dilapidation_percentages (currency_id, percentage) VALUES ($1, $2)
       ON CONFLICT (currency_id) DO UPDATE SET percentage = EXCLUDED.percentage RETURNING id`,
      [currencyId, percentage],
    );
    await auditRecord(tx, actor, 'dilapidation.set', 'dilapidation_percentages', rows[0].id, old[0]?.row ?? null);
  });
}
