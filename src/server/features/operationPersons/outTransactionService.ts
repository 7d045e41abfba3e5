import type {
  CreateOutTransactionBody,
  CryptoOutTransaction,
  OutTransaction,
} from '../../../shared/contract/ledger';
import type { OutTransactionListQuery } from '../../../shared/contract/request/operationPersons';
import type { Db } from '../../db/types';
import { auditRecord } from '../../lib/audit';
import { SqlWhere } from '../../lib/sqlList';
import type { JsonPage } from '../../http/jsonPage';
import { type PageQuery, type PageShape, selectJsonPage } from '../../http/pagination';
import { canSeePerson, cityScope, requirePermission, visiblePersonsSql, type Actor } from '../../http/scope';
import { dec, fixed } from '../../ledger/decimal';
import { fieldError, noSuchObject, notFound } from '../../http/errors';
import { jsonString } from '../../ledger/jsonText';
import { checkDecimals, currencyField, registerForWrite, registerInScope, userRef } from '../../ledger/referenceChecks';
import { moneyTransaction, preparePosting } from '../../ledger/posting';
import { NEWEST_FIRST, recordJson, refShape, type RecordRefs } from '../../ledger/recordSql';
import { recordTime } from '../../ledger/time';
import { correctionMarksJson, NO_CORRECTION } from '../../ledger/correctionMarks';
import { SERVER_MESSAGES as M } from '../../http/messages';

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
    const register = await registerForWrite(tx, input.cash_register, 'cash_register', actor);
    const currency = await currencyField(tx, input.currency, currencyFieldName, options.crypto);
    const { rows: persons } = await tx.query<{ id: number; city_id: number; is_active: boolean; name: string }>(
      `SELECT id, city_id, is_active, trim(first_name || ' ' || last_name) AS name FROM operation_persons WHERE id = $1`,
      [input.operation_person],
    );
    const person = persons[0];
    // An inactive person is, to a user who may not see inactive persons, no person at all.
    if (!person || person.city_id !== register.city_id || !canSeePerson(actor, person)) {
      throw noSuchObject('operation_person', input.operation_person);
    }
    if (!person.is_active) throw fieldError('operation_person', M.personInactive);
    const amount = dec(input.amount);
    checkDecimals(amount, currency, 'amount');
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
    const action = options.crypto ? 'crypto_out_transaction.create' : 'out_transaction.create';
    await auditRecord(tx, actor, action, 'out_transactions', id!);
    const ref = { id: currency.id, code: currency.code, name: currency.name };
    return {
      id: Number(id), kind: 'OUT_TRANSACTION' as const, operation_type: input.operation_type, amount: fixed(amount, currency.decimals),
      comment: input.comment ?? '', created_at: at.toISOString(), cash_register: { id: register.id, name: register.name },
      operation_person: { id: person.id, name: person.name }, ...(options.crypto ? { crypto_currency: ref } : { currency: ref }),
      user: await userRef(tx, actor.id), ...NO_CORRECTION,
    } as OutTransaction | CryptoOutTransaction;
  });
}

/** The records a list picks: the table's own columns, so a sort never shapes more than a page. */
const ROWS = `
  SELECT o.id, o.operation_type, o.amount AS raw_amount, o.comment, o.created_at, o.cash_register_id,
         o.operation_person_id, o.currency_id, o.user_id, o.reverses_id, o.reversed_by_id
    FROM out_transactions o`;

/** The shape and the wire record (as createOutTransaction answers it) of the fiat or the crypto list. */
function outList(crypto: boolean): { shape: PageShape; json: string } {
  const currency = crypto ? 'crypto_currency' : 'currency';
  const refs: RecordRefs = {
    cash_register: ['cash_registers', 'cash_register_id'],
    operation_person: ['operation_persons', 'operation_person_id'],
    [currency]: ['currencies', 'currency_id'],
    user: ['users', 'user_id'],
  };
  return {
    shape: refShape(refs, `round(p.raw_amount, ref_${currency}.decimals)::text AS amount`),
    json: recordJson('OUT_TRANSACTION', refs, {
      operation_type: jsonString('q.operation_type'),
      amount: jsonString('q.amount'),
      ...correctionMarksJson(crypto ? "'CRYPTO_OUT_TRANSACTION'" : "'OUT_TRANSACTION'"),
    }),
  };
}
const FIAT_LIST = outList(false);
const CRYPTO_LIST = outList(true);

/**
 * GET /api/out_transaction/?cash_register&page or ?operation_person&page (and the crypto
 * list): either filter, both, or neither (every register the user sees). Newest first,
 * records as JSON text.
 */
export async function listOutTransactions(
  db: Db,
  actor: Actor,
  filter: PageQuery & Omit<OutTransactionListQuery, 'page' | 'size'>,
  options: { crypto: boolean },
): Promise<JsonPage> {
  if (options.crypto) requirePermission(actor, 'isCryptoTransactionPageActive');
  const where = new SqlWhere([options.crypto], ['o.is_crypto = $1']);
  if (filter.cash_register !== undefined) {
    const register = await registerInScope(db, actor, filter.cash_register);
    where.and(`o.cash_register_id = ${where.param(register.id)}`);
  }
  if (filter.operation_person !== undefined) {
    const { rows } = await db.query<{ city_id: number; is_active: boolean }>(
      'SELECT city_id, is_active FROM operation_persons WHERE id = $1',
      [filter.operation_person],
    );
    if (!rows[0] || !canSeePerson(actor, rows[0])) throw notFound();
    where.and(`o.operation_person_id = ${where.param(filter.operation_person)}`);
  }
  // A register's history leaves out the operations of persons the user may not know of.
  where.and(visiblePersonsSql(actor, 'o.operation_person_id'));
  const scope = cityScope(actor);
  if (scope) {
    where.and(`o.cash_register_id IN (SELECT id FROM cash_registers WHERE city_id = ANY(${where.param(scope)}::int[]))`);
  }
  const { shape, json } = options.crypto ? CRYPTO_LIST : FIAT_LIST;
  return selectJsonPage(db, `${ROWS} ${where.sql}`, where.params, NEWEST_FIRST, filter, json, { shape });
}
