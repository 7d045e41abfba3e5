import type {
  CreateOutTransactionBody,
  CryptoOutTransaction,
  OutTransaction,
} from '../../../shared/contract/ledger';
import type { Db } from '../../db/types';
import type { JsonPage } from '../../http/jsonPage';
import type { PageShape } from '../../http/pagination';
import { cityScope, requirePermission, type Actor } from '../ledger/actor';
import { dec, fixed } from '../ledger/decimal';
import { fieldError, noSuchObject, notFound } from '../ledger/errors';
import {
  currencyText,
  jsonConstant,
  jsonInteger,
  jsonObjectSql,
  jsonRaw,
  jsonString,
  refText,
  userText,
} from '../ledger/jsonText';
import { currencyField, registerInScope, userRef } from '../ledger/lookups';
import { selectJsonPage, type PageQuery } from '../ledger/pagination';
import { moneyTransaction, preparePosting } from '../ledger/posting';
import { isoSql } from '../ledger/sqlRefs';
import { recordTime } from '../ledger/time';

/**
 * Operations with operation persons. REPLENISHMENT: the person brings cash (register +,
 * person +); HANDED_OVER: the register hands cash to the person (register −, person −).
 * Fiat ones are out_transaction, crypto ones crypto_out_transaction (isCryptoTransactionPageActive).
 */
/** The wire body; `currency` is the currency (fiat) or crypto currency (crypto) id. */
export type OutInput = CreateOutTransactionBody;

export async function createOutTransaction(
  db: Db,
  actor: Actor,
  input: OutInput,
  options: { crypto: boolean; at?: Date },
): Promise<OutTransaction | CryptoOutTransaction> {
  if (options.crypto) requirePermission(actor, 'isCryptoTransactionPageActive');
  const at = options.at ?? recordTime();
  const currencyFieldName = options.crypto ? 'crypto_currency' : 'currency';
  return moneyTransaction(db, async (tx) => {
    const register = await registerInScope(tx, actor, input.cash_register);
    const currency = await currencyField(tx, input.currency, currencyFieldName, options.crypto);
    const { rows: persons } = await tx.query<{ id: number; city_id: number; is_active: boolean; name: string }>(
      `SELECT id, city_id, is_active, trim(first_name || ' ' || last_name) AS name FROM operation_persons WHERE id = $1`,
      [input.operation_person],
    );
    const person = persons[0];
    if (!person || person.city_id !== register.city_id) throw noSuchObject('operation_person', input.operation_person);
    if (!person.is_active) throw fieldError('operation_person', 'Лицо деактивировано: новые операции с ним недоступны.');
    const amount = dec(input.amount);
    if (amount.decimalPlaces() > currency.decimals) {
      throw fieldError('amount', `Не более ${currency.decimals} знаков после запятой.`);
    }
    const signed = input.operation_type === 'REPLENISHMENT' ? amount : amount.negated();
    const prepared = await preparePosting(tx, [
      { account: 'CASH', cashRegisterId: register.id, currencyId: currency.id, amount: signed, kind: input.operation_type },
      { account: 'PERSON', personId: person.id, currencyId: currency.id, amount: signed, kind: input.operation_type },
    ]);
    const id = await prepared.write({ type: 'OUT_TRANSACTION', at }, {
      table: 'out_transactions',
      values: {
        cash_register_id: register.id, operation_person_id: person.id, currency_id: currency.id, is_crypto: options.crypto,
        operation_type: input.operation_type, amount: amount.toFixed(), comment: input.comment ?? '', user_id: actor.id,
        created_at: at.toISOString(),
      },
    });
    const ref = { id: currency.id, code: currency.code, name: currency.name };
    return {
      id: Number(id), kind: 'OUT_TRANSACTION' as const, operation_type: input.operation_type, amount: fixed(amount, currency.decimals),
      comment: input.comment ?? '', created_at: at.toISOString(), cash_register: { id: register.id, name: register.name },
      operation_person: { id: person.id, name: person.name }, ...(options.crypto ? { crypto_currency: ref } : { currency: ref }),
      user: await userRef(tx, actor.id),
    } as OutTransaction | CryptoOutTransaction;
  });
}

/** The records a list picks: the table's own columns, so a sort never shapes more than a page. */
const ROWS = `
  SELECT o.id, o.operation_type, o.amount AS raw_amount, o.comment, o.created_at, o.cash_register_id,
         o.operation_person_id, o.currency_id, o.user_id
    FROM out_transactions o`;

/** The references and the rounded amount, for the page's rows only (http/pagination.ts PageShape). */
const SHAPE: PageShape = {
  columns: `round(p.raw_amount, c.decimals)::text AS amount, ${refText('r')} AS cash_register,
    ${jsonObjectSql({ id: jsonInteger('op.id'), name: jsonString("trim(op.first_name || ' ' || op.last_name)") })} AS operation_person,
    ${currencyText('c')} AS currency, ${userText('u')} AS "user"`,
  joins: `
    JOIN cash_registers r ON r.id = p.cash_register_id
    JOIN operation_persons op ON op.id = p.operation_person_id
    JOIN currencies c ON c.id = p.currency_id
    LEFT JOIN users u ON u.id = p.user_id`,
};

/** The wire record (as createOutTransaction answers it) over a shaped row `q`: fiat or crypto. */
const recordJson = (crypto: boolean) =>
  jsonObjectSql({
    id: jsonInteger('q.id'),
    kind: jsonConstant('OUT_TRANSACTION'),
    created_at: jsonString(isoSql('q.created_at')),
    user: jsonRaw('q."user"'),
    comment: jsonString('q.comment'),
    cash_register: jsonRaw('q.cash_register'),
    operation_person: jsonRaw('q.operation_person'),
    [crypto ? 'crypto_currency' : 'currency']: jsonRaw('q.currency'),
    operation_type: jsonString('q.operation_type'),
    amount: jsonString('q.amount'),
  });
const FIAT_JSON = recordJson(false);
const CRYPTO_JSON = recordJson(true);

/**
 * GET /api/out_transaction/?cash_register&page or ?operation_person&page (and the crypto
 * list): either filter, both, or neither (every register the user sees). Newest first,
 * records as JSON text.
 */
export async function listOutTransactions(
  db: Db,
  actor: Actor,
  filter: PageQuery & { cash_register?: number; operation_person?: number },
  options: { crypto: boolean },
): Promise<JsonPage> {
  if (options.crypto) requirePermission(actor, 'isCryptoTransactionPageActive');
  const conditions = ['o.is_crypto = $1'];
  const params: unknown[] = [options.crypto];
  if (filter.cash_register !== undefined) {
    const register = await registerInScope(db, actor, filter.cash_register);
    conditions.push(`o.cash_register_id = $${params.push(register.id)}`);
  }
  if (filter.operation_person !== undefined) {
    const { rows } = await db.query<{ city_id: number }>('SELECT city_id FROM operation_persons WHERE id = $1', [filter.operation_person]);
    if (!rows[0] || (!actor.isAdmin && !actor.cityIds.includes(rows[0].city_id))) throw notFound();
    conditions.push(`o.operation_person_id = $${params.push(filter.operation_person)}`);
  }
  const scope = cityScope(actor);
  if (scope) {
    conditions.push(`o.cash_register_id IN (SELECT id FROM cash_registers WHERE city_id = ANY($${params.push(scope)}::int[]))`);
  }
  const json = options.crypto ? CRYPTO_JSON : FIAT_JSON;
  return selectJsonPage(db, `${ROWS} WHERE ${conditions.join(' AND ')}`, params, 'created_at DESC, id DESC', filter, json, { shape: SHAPE });
}
