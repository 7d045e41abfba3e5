import type { AdminCurrencyChanges } from '../../../shared/contract/request/adminCurrencies';
import type { Queryable } from '../../db/types';
import { fieldError, fieldErrors, noSuchObject, nonFieldError, notFound } from '../../http/errors';
import { auditRecord, auditRowSql, recordSnapshot, type Who } from '../../lib/audit';
import { dec } from '../../ledger/decimal';
import { whyCurrencyCannotClose } from './currencyActivity';
import { SERVER_MESSAGES as M } from '../../http/messages';

/**
 * The rules of the reference data of money: currencies, a register's pairs, the
 * worn-note percentages. Functions of the caller's transaction, each with its one audit row;
 * the admin page (features/adminCurrencies) and the command line (`currency ...`,
 * currencyService.ts) both call them.
 */

export interface NewCurrency {
  code: string;
  name: string;
  order?: number;
  crypto?: boolean;
  /** The command line only: the currency every rate is quoted in (one; it takes the flag). */
  base?: boolean;
  /** Default: 2 for fiat, 8 for crypto. */
  decimals?: number;
}

/** The amount columns' scale: a fiat currency has 0–2 decimals, a crypto one 0–8. */
export const maxDecimals = (crypto: boolean) => (crypto ? 8 : 2);

function checkDecimalsRange(decimals: number, crypto: boolean): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > maxDecimals(crypto)) {
    throw fieldError('decimals', M.decimalsRange(maxDecimals(crypto), crypto));
  }
}

/** A new currency (active); its code unique. One audit row `currency.create`. */
export async function insertCurrency(tx: Queryable, input: NewCurrency, actor: Who): Promise<number> {
  const code = input.code.trim().toUpperCase();
  if (!/^[A-Z0-9]{2,10}$/.test(code)) throw fieldError('code', M.currencyCodeShape);
  if (!input.name.trim()) throw fieldError('name', M.fieldRequired);
  if (input.base && input.crypto) throw nonFieldError(M.baseNotCrypto);
  const crypto = Boolean(input.crypto);
  const decimals = input.decimals ?? maxDecimals(crypto);
  checkDecimalsRange(decimals, crypto);
  if (input.base) await tx.query('UPDATE currencies SET is_base = false WHERE is_base');
  const { rows } = await tx.query<{ id: number }>(
    // A well-known fiat code gets its banknotes from denomination_defaults (migration 018).
    `INSERT INTO currencies (code, name, "order", is_crypto, is_base, decimals, denominations)
     VALUES ($1, $2, $3, $4, $5, $6,
             CASE WHEN $4 THEN '{}' ELSE COALESCE((SELECT denominations FROM denomination_defaults WHERE code = $1), '{}') END)
     ON CONFLICT (code) DO NOTHING RETURNING id`,
    [code, input.name.trim(), input.order ?? 0, crypto, Boolean(input.base), decimals],
  );
  if (!rows[0]) throw fieldError('code', M.currencyExists(code));
  await auditRecord(tx, actor, 'currency.create', 'currencies', rows[0].id);
  return rows[0].id;
}

interface CurrencyRow {
  id: number;
  code: string;
  is_crypto: boolean;
  is_base: boolean;
  decimals: number;
  is_active: boolean;
}

async function lockCurrency(tx: Queryable, id: number): Promise<CurrencyRow & { denominations: string[] }> {
  const { rows } = await tx.query<CurrencyRow & { denominations: string[] }>(
    `SELECT id, code, is_crypto, is_base, decimals, is_active,
            ARRAY(SELECT trim_scale(n)::text FROM unnest(denominations) AS n) AS denominations
       FROM currencies WHERE id = $1 FOR UPDATE`,
    [id],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** Whether any money ever moved in it (a balance row of a register or a person exists from the first entry on). */
export const HAS_HISTORY_SQL = (alias: string) =>
  `(EXISTS (SELECT 1 FROM cash_balances b WHERE b.currency_id = ${alias}.id) OR EXISTS (SELECT 1 FROM person_balances pb WHERE pb.currency_id = ${alias}.id))`;

/**
 * What the admin page may change of a currency: its name, display order, decimals and
 * banknotes (denominations: absent, they stay). The columns are listed once here.
 */
export type CurrencyChanges = AdminCurrencyChanges;
type Stored = Required<CurrencyChanges>;
const CHANGEABLE: Array<[keyof Stored, string]> = [
  ['name', 'name'],
  ['order', '"order"'],
  ['decimals', 'decimals'],
  ['denominations', 'denominations'],
];

/**
 * A currency's banknotes as stored: each a positive amount with at most `decimals` places, no
 * two equal ("100" and "100.00" are one note), largest first. Crypto has none (no count lists it).
 */
export function checkDenominations(values: string[], currency: { code: string; is_crypto: boolean }, decimals: number): string[] {
  if (currency.is_crypto) {
    if (values.length) throw fieldError('denominations', M.denominationsFiatOnly(currency.code));
    return [];
  }
  const notes = values.map((v) => dec(v));
  const problems: string[] = [];
  const tooPrecise = values.filter((v, i) => notes[i].decimalPlaces() > decimals);
  if (tooPrecise.length) problems.push(`Не более ${decimals} знаков после запятой: ${tooPrecise.join(', ')}.`);
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const n of notes) (seen.has(n.toFixed()) ? repeated : seen).add(n.toFixed());
  if (repeated.size) problems.push(`Номинал указан дважды: ${[...repeated].join(', ')}.`);
  if (notes.some((n) => !n.greaterThan(0))) problems.push('Номинал — положительное число.');
  if (problems.length) throw fieldErrors({ denominations: problems });
  return notes.sort((a, b) => b.comparedTo(a)).map((n) => n.toFixed());
}

/**
 * One audit row `currency.update` (none when nothing changes). Decimals change only while the
 * currency has no history; the banknotes are checked against the decimals being set.
 */
export async function applyCurrencyChanges(tx: Queryable, id: number, changes: CurrencyChanges, actor: Who): Promise<void> {
  const currency = await lockCurrency(tx, id);
  if (!changes.name.trim()) throw fieldError('name', M.fieldRequired);
  if (changes.decimals !== currency.decimals) {
    checkDecimalsRange(changes.decimals, currency.is_crypto);
    const { rows } = await tx.query<{ used: boolean }>(`SELECT ${HAS_HISTORY_SQL('c')} AS used FROM currencies c WHERE c.id = $1`, [id]);
    if (rows[0].used) throw fieldError('decimals', M.decimalsLocked);
  }
  // Absent: the stored notes (they must still fit decimals changed now).
  const denominations = checkDenominations(changes.denominations ?? currency.denominations, currency, changes.decimals);
  const values: Stored = { ...changes, name: changes.name.trim(), denominations };
  const before = await recordSnapshot(tx, 'currencies', id);
  const set = CHANGEABLE.map(([, column], i) => `${column} = $${i + 2}`).join(', ');
  const { rowCount } = await tx.query(
    `UPDATE currencies SET ${set} WHERE id = $1 AND (${CHANGEABLE.map(([, column], i) => `${column} IS DISTINCT FROM $${i + 2}`).join(' OR ')})`,
    [id, ...CHANGEABLE.map(([key]) => values[key])],
  );
  if (rowCount) await auditRecord(tx, actor, 'currency.update', 'currencies', id, before);
}

/**
 * Switches a currency off (only when nothing holds it: 400 `is_active` with every reason,
 * currencyActivity.ts) or on again. One audit row `currency.deactivate` / `currency.activate`.
 */
export async function setCurrencyActiveIn(tx: Queryable, id: number, isActive: boolean, actor: Who): Promise<void> {
  const currency = await lockCurrency(tx, id);
  if (currency.is_active === isActive) return;
  if (!isActive) {
    const reasons = await whyCurrencyCannotClose(tx, currency);
    if (reasons.length) throw fieldErrors({ is_active: [M.currencyCannotDisable(currency.code), ...reasons] });
  }
  const before = await recordSnapshot(tx, 'currencies', id);
  await tx.query('UPDATE currencies SET is_active = $2, deactivated_at = CASE WHEN $2 THEN NULL ELSE now() END WHERE id = $1', [id, isActive]);
  await auditRecord(tx, actor, isActive ? 'currency.activate' : 'currency.deactivate', 'currencies', id, before);
}

/** A foreign fiat currency: what pairs and worn notes are about (the base is what they are quoted in). */
async function foreignFiat(tx: Queryable, id: number, field: string, notForeign: string): Promise<CurrencyRow> {
  const { rows } = await tx.query<CurrencyRow>('SELECT id, code, is_crypto, is_base, decimals, is_active FROM currencies WHERE id = $1', [id]);
  if (!rows[0]) throw noSuchObject(field, id);
  if (rows[0].is_base || rows[0].is_crypto) throw fieldError(field, notForeign);
  return rows[0];
}

/**
 * A register may (available) or may not trade `currencyId` against the base currency. One
 * audit row `currency_pair.add` / `currency_pair.remove` (none when nothing changes). An
 * inactive currency is not added (it is offered nowhere); removing is always allowed.
 */
export async function setPairIn(tx: Queryable, registerId: number, currencyId: number, available: boolean, actor: Who): Promise<void> {
  const { rows: register } = await tx.query('SELECT 1 FROM cash_registers WHERE id = $1', [registerId]);
  if (!register[0]) throw notFound();
  const currency = await foreignFiat(tx, currencyId, 'currency', 'Пара: иностранная валюта против базовой.');
  if (available) {
    if (!currency.is_active) throw fieldError('currency', M.currencyDisabled(currency.code));
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO available_currency_pairs (cash_register_id, currency_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id',
      [registerId, currencyId],
    );
    if (rows[0]) await auditRecord(tx, actor, 'currency_pair.add', 'available_currency_pairs', rows[0].id);
    return;
  }
  const { rows } = await tx.query<{ id: number; row: unknown }>(
    `DELETE FROM available_currency_pairs p WHERE cash_register_id = $1 AND currency_id = $2 RETURNING id, ${auditRowSql('p')} AS row`,
    [registerId, currencyId],
  );
  if (rows[0]) await auditRecord(tx, actor, 'currency_pair.remove', 'available_currency_pairs', rows[0].id, rows[0].row);
}

/**
 * The worn-note (ветхие) percentage of a foreign fiat currency, 0 ≤ p < 100, or none (null:
 * worn notes of it are not bought). One audit row `dilapidation.set` / `dilapidation.clear`.
 */
export async function setDilapidationIn(tx: Queryable, currencyId: number, percentage: string | null, actor: Who): Promise<void> {
  await foreignFiat(tx, currencyId, 'percentage', 'Процент ветхости — только у иностранной валюты (не базовой и не криптовалюты).');
  if (percentage !== null && !dec(percentage).lessThan(100)) throw fieldError('percentage', M.dilapidationBelow100);
  const { rows: old } = await tx.query<{ id: number; percentage: string; row: unknown }>(
    `SELECT d.id, d.percentage::text AS percentage, ${auditRowSql('d')} AS row FROM dilapidation_percentages d WHERE currency_id = $1 FOR UPDATE`,
    [currencyId],
  );
  if (percentage === null) {
    if (!old[0]) return;
    await tx.query('DELETE FROM dilapidation_percentages WHERE id = $1', [old[0].id]);
    await auditRecord(tx, actor, 'dilapidation.clear', 'dilapidation_percentages', old[0].id, old[0].row);
    return;
  }
  if (old[0] && dec(old[0].percentage).equals(dec(percentage))) return;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO dilapidation_percentages (currency_id, percentage) VALUES ($1, $2)
     ON CONFLICT (currency_id) DO UPDATE SET percentage = EXCLUDED.percentage RETURNING id`,
    [currencyId, percentage],
  );
  await auditRecord(tx, actor, 'dilapidation.set', 'dilapidation_percentages', rows[0].id, old[0]?.row ?? null);
}
