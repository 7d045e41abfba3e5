import type { RegisterLimit, RegisterLimits, RegisterLimitsBody } from '../../../shared/contract/limits';
import type { RegisterLimitState } from '../../../shared/contract/enums';
import type { Db, Queryable } from '../../db/types';
import { auditChange } from '../../lib/audit';
import { hasPermission, type Actor } from '../../http/scope';
import { fieldErrors } from '../../http/errors';
import { dec } from '../../ledger/decimal';
import { registerInScope } from '../../ledger/referenceChecks';
import { SERVER_MESSAGES as M } from '../../http/messages';

/**
 * A register's limits per currency (docs/VAULT.md): the least and the most cash it should
 * hold and the level a refill brings it to, each optional. They bind no operation: they say
 * where cash is needed. Who may set them is decided by the route (the rate setters, as for a
 * city's limits); the register must be in the caller's cities (404 otherwise).
 */

interface Row {
  id: number;
  is_crypto: boolean;
  code: string;
  name: string;
  min: string | null;
  max: string | null;
  refill_to: string | null;
  balance: string;
}

/**
 * Every currency the register has a limit for, holds, or trades (its pairs), and the base
 * currency: what its screen and the editor show, fiat first. Amounts at the currency's own decimals;
 * crypto currencies only when $2 (the caller's permission).
 */
const ROWS = `SELECT cu.id, cu.is_crypto, cu.code, cu.name,
       round(l.min_amount, cu.decimals)::text AS min, round(l.max_amount, cu.decimals)::text AS max,
       round(l.refill_to, cu.decimals)::text AS refill_to, round(COALESCE(b.amount, 0), cu.decimals)::text AS balance
  FROM currencies cu
  LEFT JOIN register_limits l ON l.currency_id = cu.id AND l.cash_register_id = $1
  LEFT JOIN cash_balances b ON b.currency_id = cu.id AND b.cash_register_id = $1
 WHERE (l.currency_id IS NOT NULL OR b.amount <> 0
        OR (cu.is_active AND (cu.is_base OR EXISTS (SELECT 1 FROM available_currency_pairs p WHERE p.cash_register_id = $1 AND p.currency_id = cu.id))))
   AND ($2 OR NOT cu.is_crypto)
 ORDER BY cu.is_crypto, cu."order", cu.code`;

/** Where a balance stands: outside a limit that is set, inside them, or no limit to stand against. */
export function limitState(balance: string, min: string | null, max: string | null): RegisterLimitState {
  if (min === null && max === null) return 'unset';
  if (min !== null && dec(balance).lessThan(min)) return 'below_min';
  if (max !== null && dec(balance).greaterThan(max)) return 'above_max';
  return 'ok';
}

const toLimit = (r: Row): RegisterLimit => ({
  currency: { id: r.id, code: r.code, name: r.name },
  min: r.min,
  max: r.max,
  refill_to: r.refill_to,
  balance: r.balance,
  state: limitState(r.balance, r.min, r.max),
});

/**
 * Crypto figures are for users with isCryptoTransactionPageActive (one rule per permission,
 * docs/PRODUCT-DECISIONS.md): to the others a crypto currency's limits and balance do not exist.
 */
const seesCrypto = (actor: Actor) => hasPermission(actor, 'isCryptoTransactionPageActive');

async function limitsOf(q: Queryable, registerId: number, withCrypto: boolean): Promise<RegisterLimits> {
  const { rows } = await q.query<Row>(ROWS, [registerId, withCrypto]);
  return { cash_register: registerId, limits: rows.map(toLimit) };
}

/** What the audit keeps: the limits set, without the balances of the moment. */
const setOnly = (l: RegisterLimits) =>
  l.limits.filter((x) => x.min !== null || x.max !== null || x.refill_to !== null).map(({ currency, min, max, refill_to }) => ({ currency: currency.code, min, max, refill_to }));

/** GET /api/cash_register/{id}/limits/ */
export async function getRegisterLimits(db: Db, actor: Actor, registerId: number): Promise<RegisterLimits> {
  const register = await registerInScope(db, actor, registerId);
  return limitsOf(db, register.id, seesCrypto(actor));
}

/**
 * The body's lines checked all at once, every problem under `limits` naming its currency (as a
 * shift's count names its lines): an unknown currency, one twice, more decimals than the
 * currency has, and the order min ≤ refill_to ≤ max among the values given.
 */
async function checkLines(q: Queryable, body: RegisterLimitsBody, withCrypto: boolean): Promise<void> {
  const ids = body.limits.map((l) => l.currency);
  const { rows } = await q.query<{ id: number; code: string; decimals: number }>(
    'SELECT id, code, decimals FROM currencies WHERE id = ANY($1::int[]) AND ($2 OR NOT is_crypto)',
    [ids, withCrypto],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const errors: string[] = [];
  const seen = new Set<number>();
  for (const line of body.limits) {
    const currency = byId.get(line.currency);
    if (!currency) {
      errors.push(M.limitUnknownCurrency(line.currency));
      continue;
    }
    if (seen.has(line.currency)) errors.push(M.limitCurrencyTwice(currency.code));
    seen.add(line.currency);
    const values = [line.min, line.refill_to, line.max].filter((v): v is string => v !== null);
    if (values.some((v) => dec(v).decimalPlaces() > currency.decimals)) errors.push(M.limitDecimals(currency.code, currency.decimals));
    if (values.some((v, i) => i > 0 && dec(values[i - 1]).greaterThan(v))) errors.push(M.limitOrder(currency.code));
  }
  if (errors.length) throw fieldErrors({ limits: [...new Set(errors)] });
}

/**
 * PUT /api/cash_register/{id}/limits/: replaces the register's whole set (a currency left out,
 * or with three nulls, has none afterwards); one audit row `register_limits.set` keeps before
 * and after. A refused body writes nothing.
 */
export async function setRegisterLimits(db: Db, actor: Actor, registerId: number, body: RegisterLimitsBody): Promise<RegisterLimits> {
  const register = await registerInScope(db, actor, registerId);
  const withCrypto = seesCrypto(actor);
  await checkLines(db, body, withCrypto);
  return db.transaction(async (tx) => {
    // Two editors at once: the second waits and replaces the first's set, each audited in turn.
    await tx.query('SELECT 1 FROM cash_registers WHERE id = $1 FOR NO KEY UPDATE', [register.id]);
    const before = setOnly(await limitsOf(tx, register.id, withCrypto));
    // The set the caller sees is the set replaced: crypto limits stay for a user who cannot see them.
    await tx.query(
      'DELETE FROM register_limits l USING currencies cu WHERE l.cash_register_id = $1 AND cu.id = l.currency_id AND ($2 OR NOT cu.is_crypto)',
      [register.id, withCrypto],
    );
    for (const line of body.limits) {
      if (line.min === null && line.max === null && line.refill_to === null) continue;
      await tx.query(
        `INSERT INTO register_limits (cash_register_id, currency_id, min_amount, max_amount, refill_to, user_id, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, now())`,
        [register.id, line.currency, line.min, line.max, line.refill_to, actor.id],
      );
    }
    // Read back inside the write's transaction (an Idempotency-Key keeps this answer with the write).
    const after = await limitsOf(tx, register.id, withCrypto);
    await auditChange(tx, actor, 'register_limits.set', register.id, before, setOnly(after), {
      cash_register: register.id,
      before,
      after: setOnly(after),
    });
    return after;
  });
}
