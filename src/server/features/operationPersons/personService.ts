import type { CreateOperationPersonBody, OperationPerson } from '../../../shared/contract/ledger';
import type { OperationPersonListQuery, PersonOrdering } from '../../../shared/contract/request/operationPersons';
import type { Db, Queryable } from '../../db/types';
import type { JsonPage } from '../../http/jsonPage';
import { auditRecord, auditRowSql } from '../../lib/audit';
import { type PageQuery, selectJsonPage, shapeRows } from '../../http/pagination';
import { memoizeArgs } from '../../lib/memoizeArgs';
import { containsPattern, SqlWhere } from '../../lib/sqlList';
import { canSeeCity, canSeeInactivePersons, canSeePerson, cityScope, hasPermission, requirePermission, type Actor } from '../../http/scope';
import { notFound } from '../../http/errors';
import { cityInScope } from '../../ledger/referenceChecks';
import { currencyText, jsonBoolean, jsonInteger, jsonObjectSql, jsonRaw, jsonString } from '../../ledger/jsonText';
import { refShape, type RecordRefs } from '../../ledger/recordSql';
import { isoSql } from '../../ledger/sqlRefs';
import { recordTime } from '../../ledger/time';

/**
 * Кредиторы / Дебиторы. A person's balance per currency is the sum of their PERSON ledger
 * entries (kept as person_balances): positive = the network owes them (creditor), negative =
 * they owe (debtor).
 * Inactive persons are seen only with isAllowToCheckNonActiveOperationPerson: to anyone else
 * they do not exist (http/scope.ts canSeePerson).
 */

/** The persons a query picks: the table's own columns, so that a page's sort shapes no more than a page. */
const ROWS = `
  SELECT p.id, p.first_name, p.last_name, p.phone, p.comment, p.is_active, p.created_at, p.city_id, p.user_id
    FROM operation_persons p`;

/**
 * A person's non-zero balances (person_balances, kept by each posting: migration 008),
 * currency by currency in the currencies' order, as JSON text. Crypto balances are crypto
 * figures: only for users with isCryptoTransactionPageActive (one rule per permission).
 */
const balancesSql = (withCrypto: boolean) => `COALESCE((
  SELECT '[' || string_agg(${jsonObjectSql({
    currency: jsonRaw(currencyText('c')),
    amount: jsonString('round(b.amount, c.decimals)::text'),
  })}, ',' ORDER BY c."order", c.code) || ']'
    FROM person_balances b
    JOIN currencies c ON c.id = b.currency_id
   WHERE b.operation_person_id = p.id AND b.amount <> 0${withCrypto ? '' : ' AND NOT c.is_crypto'}), '[]')`;

const REFS: RecordRefs = { city: ['cities', 'city_id'], user: ['users', 'user_id'] };

/** What the record adds to each picked person (for a page: to its rows only), with or without crypto balances. */
const shapeOf = memoizeArgs((withCrypto: boolean) => refShape(REFS, `${balancesSql(withCrypto)} AS balances`));
const seesCrypto = (actor: Actor) => hasPermission(actor, 'isCryptoTransactionPageActive');

/** The wire record of a person over a shaped row `q`, for lists and single answers alike. */
const PERSON_JSON = jsonObjectSql({
  id: jsonInteger('q.id'),
  first_name: jsonString('q.first_name'),
  last_name: jsonString('q.last_name'),
  phone: jsonString('q.phone'),
  comment: jsonString('q.comment'),
  city: jsonRaw('q.city'),
  is_active: jsonBoolean('q.is_active'),
  balances: jsonRaw('q.balances'),
  user: jsonRaw('q."user"'),
  created_at: jsonString(isoSql('q.created_at')),
});

/** Persons picked by `where` (over ROWS' p), each as its record and what scope checks need. */
const personsSql = memoizeArgs(
  (where: string, orderBy: string, withCrypto: boolean) =>
    `SELECT q.id, q.city_id, q.is_active, ${PERSON_JSON} AS record FROM (${shapeRows(`${ROWS} ${where}`, shapeOf(withCrypto))}) q ORDER BY ${orderBy}`,
);

type PersonRecordRow = { id: number; city_id: number; is_active: boolean; record: string };

/** Each order the request accepts (src/shared/contract/request/operationPersons.ts), in SQL. */
const ORDERINGS: Record<PersonOrdering, string> = {
  first_name: 'first_name, id',
  '-first_name': 'first_name DESC, id DESC',
  last_name: 'last_name, id',
  '-last_name': 'last_name DESC, id DESC',
  created_at: 'created_at, id',
  '-created_at': 'created_at DESC, id DESC',
  id: 'id',
  '-id': 'id DESC',
};

export async function createPerson(
  db: Db,
  actor: Actor,
  input: CreateOperationPersonBody,
  options: { at?: Date } = {},
): Promise<OperationPerson> {
  const city = await cityInScope(db, actor, input.city);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO operation_persons (first_name, last_name, phone, comment, city_id, user_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        input.first_name.trim(), (input.last_name ?? '').trim(), (input.phone ?? '').trim(), input.comment ?? '',
        city.id, actor.id, (options.at ?? recordTime()).toISOString(),
      ],
    );
    await auditRecord(tx, actor, 'operation_person.create', 'operation_persons', rows[0].id);
    // Read back inside the write's transaction (an Idempotency-Key keeps this answer with the write).
    return getPerson(tx, actor, rows[0].id);
  });
}

/** The list's filters (its query without the page). */
export type PersonFilter = Omit<OperationPersonListQuery, 'page' | 'size'>;

/**
 * Builds WHERE for the lists. Asking for inactive persons needs the permission: the routes
 * refuse it (403, INACTIVE_PERSONS_PERMITTED) before this runs; here a user without it never
 * gets an inactive person whatever the filter says, so no other caller can leak one.
 */
function personWhere(actor: Actor, filter: PersonFilter): SqlWhere {
  const seesInactive = canSeeInactivePersons(actor);
  const where = new SqlWhere();
  const scope = cityScope(actor);
  if (scope) where.and(`p.city_id = ANY(${where.param(scope)}::int[])`);
  if (filter.city !== undefined) where.and(`p.city_id = ${where.param(filter.city)}`);
  if (filter.is_active !== undefined) where.and(`p.is_active = ${where.param(filter.is_active)}`);
  if (!seesInactive) where.and('p.is_active');
  if (filter.search?.trim()) {
    const like = where.param(containsPattern(filter.search.trim()));
    where.and(`(p.first_name ILIKE ${like} OR p.last_name ILIKE ${like} OR p.phone ILIKE ${like})`);
  }
  return where;
}

/** GET /api/operation_person/?city&page&is_active&search&ordering&size — records as JSON text. */
export async function listPersons(db: Db, actor: Actor, filter: PersonFilter & PageQuery): Promise<JsonPage> {
  if (filter.city !== undefined) await cityInScope(db, actor, filter.city);
  const where = personWhere(actor, filter);
  const order = ORDERINGS[filter.ordering ?? 'first_name'] ?? ORDERINGS.first_name;
  return selectJsonPage(db, `${ROWS} ${where.sql}`, where.params, order, filter, PERSON_JSON, { shape: shapeOf(seesCrypto(actor)) });
}

/** GET /api/all_operation_person/?city&is_active — every person, for selects. */
export async function allPersons(db: Db, actor: Actor, filter: PersonFilter): Promise<OperationPerson[]> {
  if (filter.city !== undefined) await cityInScope(db, actor, filter.city);
  const where = personWhere(actor, filter);
  const { rows } = await db.query<PersonRecordRow>(personsSql(where.sql, 'q.first_name, q.id', seesCrypto(actor)), where.params);
  return rows.map((row) => JSON.parse(row.record) as OperationPerson);
}

/** The person `id` in the actor's cities, active or not (404 outside them). */
async function personInCities(q: Queryable, actor: Actor, id: number): Promise<PersonRecordRow> {
  const { rows } = await q.query<PersonRecordRow>(personsSql('WHERE p.id = $1', 'q.id', seesCrypto(actor)), [id]);
  const row = rows[0];
  if (!row || !canSeeCity(actor, row.city_id)) throw notFound();
  return row;
}

/**
 * GET /api/operation_person/{id}/ — 404 for a person the actor may not know of: outside
 * their cities, or inactive without the permission (a 403 would say the person exists).
 */
export async function getPerson(db: Queryable, actor: Actor, id: number): Promise<OperationPerson> {
  const row = await personInCities(db, actor, id);
  if (!canSeePerson(actor, row)) throw notFound();
  return JSON.parse(row.record) as OperationPerson;
}

/**
 * PUT /api/activation_operation_person/{id}/ — needs isAllowToCheckNonActiveOperationPerson.
 * Without it, a person the actor may not know of (inactive, or of another city) is 404 like
 * one that does not exist, as GET answers; only a person they see gets 403.
 */
export async function setPersonActive(db: Db, actor: Actor, id: number, isActive: boolean): Promise<OperationPerson> {
  if (!canSeePerson(actor, await personInCities(db, actor, id))) throw notFound();
  requirePermission(actor, 'isAllowToCheckNonActiveOperationPerson');
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ row: unknown }>(
      `SELECT ${auditRowSql('p')} AS row FROM operation_persons p WHERE id = $1 FOR UPDATE`, [id],
    );
    await tx.query('UPDATE operation_persons SET is_active = $2 WHERE id = $1', [id, isActive]);
    await auditRecord(tx, actor, 'operation_person.activation', 'operation_persons', id, rows[0].row);
    return JSON.parse((await personInCities(tx, actor, id)).record) as OperationPerson;
  });
}
