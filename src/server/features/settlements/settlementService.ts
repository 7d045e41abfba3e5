import type { CloseSettlementPeriodBody, CreateSettlementBody, Settlement, SettlementPeriod } from '../../../shared/contract';
import type { Db, Queryable } from '../../db/types';
import { auditRecord } from '../../lib/audit';
import { canSeeCity, type Actor } from '../../http/scope';
import { conflict, fieldError, noSuchObject, notFound } from '../../http/errors';
import { SERVER_MESSAGES } from '../../http/messages';
import { dec } from '../../ledger/decimal';
import { checkDecimals, currencyField } from '../../ledger/referenceChecks';
import { recordTime, timeZone, today } from '../../ledger/time';
import { requestCashOrderIn } from '../cashOrders/cashOrderService';
import { closedPeriods, closedThrough, getSettlement, positionRows } from './settlementQueries';
import { FIRST_DAY_SQL } from './settlementSql';

const M = SERVER_MESSAGES.settlement;

/**
 * Settlements between cities (docs/SETTLEMENTS.md): recording how a debt was paid, and
 * closing a period. Each write is one transaction with its audit row. A write dated inside a
 * closed period and the closing of that period exclude each other by a lock on the periods'
 * table (recording takes it shared, closing exclusively), so neither slips past the other.
 */

const cityField = async (tx: Queryable, id: number, field: string) => {
  const { rows } = await tx.query<{ id: number; name: string }>('SELECT id, name FROM cities WHERE id = $1', [id]);
  if (!rows[0]) throw noSuchObject(field, id);
  return rows[0];
};

const vaultOf = async (tx: Queryable, city: { id: number; name: string }, field: string): Promise<number> => {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT id FROM cash_registers WHERE city_id = $1 AND kind = 'vault' AND is_active ORDER BY id LIMIT 1`,
    [city.id],
  );
  if (!rows[0]) throw fieldError(field, M.noVault(city.name));
  return rows[0].id;
};

/**
 * POST /api/settlements/: from_city pays to_city. A bank settlement is dated (not after today,
 * not inside a closed period: 409); a vault order creates the cash order (`move`, vault →
 * vault) and counts once it is received. Admins, or a supervisor of either city (the route
 * lets only supervisors and admins in; anyone else's cities: 404).
 */
export async function createSettlement(db: Db, actor: Actor, input: CreateSettlementBody, options: { at?: Date } = {}): Promise<Settlement> {
  const at = options.at ?? recordTime();
  return db.transaction(async (tx) => {
    await tx.query('LOCK TABLE settlement_periods IN SHARE MODE');
    const from = await cityField(tx, input.from_city, 'from_city');
    const to = await cityField(tx, input.to_city, 'to_city');
    if (!canSeeCity(actor, from.id) && !canSeeCity(actor, to.id)) throw notFound();
    if (from.id === to.id) throw fieldError('to_city', M.sameCity);
    const currency = await currencyField(tx, input.currency, 'currency', false);
    const amount = dec(input.amount);
    checkDecimals(amount, currency, 'amount');
    let orderId: number | null = null;
    if (input.kind === 'bank') {
      if (!input.reference?.trim()) throw fieldError('reference', M.bankNeedsReference);
      if (!input.date) throw fieldError('date', M.bankNeedsDate);
      if (input.date > today()) throw fieldError('date', SERVER_MESSAGES.dateAfterToday);
      const closed = await closedThrough(tx);
      if (closed !== null && input.date <= closed) throw conflict(M.periodClosed(closed));
    } else {
      if (input.reference?.trim()) throw fieldError('reference', M.notForOrder);
      if (input.date !== undefined) throw fieldError('date', M.notForOrder);
      const order = await requestCashOrderIn(tx, actor, {
        kind: 'move',
        from_cash_register: await vaultOf(tx, from, 'from_city'),
        to_cash_register: await vaultOf(tx, to, 'to_city'),
        currency: currency.id,
        amount: amount.toFixed(),
        comment: input.comment || `Взаиморасчёты: ${from.name} → ${to.name}`,
      }, at);
      orderId = order.id;
    }
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO settlements (kind, from_city_id, to_city_id, currency_id, amount, reference, date, cash_order_id, comment, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [input.kind, from.id, to.id, currency.id, amount.toFixed(), input.reference?.trim() ?? '', input.date ?? null, orderId,
        input.comment ?? '', actor.id, at.toISOString()],
    );
    await auditRecord(tx, actor, 'settlement.create', 'settlements', rows[0].id);
    return getSettlement(tx, rows[0].id);
  });
}

/**
 * POST /api/settlements/periods/close/ (admins): closes the days after the last closed one
 * through `to_date`, which must be over: a delivery and an order's receipt are dated when
 * they happen, so nothing new can fall into a day that has passed, and a bank settlement
 * dated inside is refused. The period's figures are kept as they are now, per pair and
 * currency, and answered for it from then on, whatever is written later.
 */
export async function closeSettlementPeriod(db: Db, actor: Actor, input: CloseSettlementPeriodBody, options: { at?: Date } = {}): Promise<SettlementPeriod> {
  const at = options.at ?? recordTime();
  return db.transaction(async (tx) => {
    await tx.query('LOCK TABLE settlement_periods IN SHARE ROW EXCLUSIVE MODE');
    if (input.to_date >= today()) throw fieldError('to_date', M.closeOnlyPast);
    const last = await closedThrough(tx);
    if (last !== null && input.to_date <= last) throw fieldError('to_date', M.closeAfterLast(last));
    const first = last === null ? (await tx.query<{ day: string | null }>(FIRST_DAY_SQL, ['-infinity', input.to_date, timeZone()])).rows[0].day : null;
    const { rows } = await tx.query<{ id: number; from_date: string }>(
      `INSERT INTO settlement_periods (from_date, to_date, closed_by, closed_at)
       VALUES (COALESCE($1::date + 1, $2::date, $3::date), $3, $4, $5) RETURNING id, to_char(from_date, 'YYYY-MM-DD') AS from_date`,
      [last, first, input.to_date, actor.id, at.toISOString()],
    );
    const period = rows[0];
    for (const line of await positionRows(tx, period.from_date, input.to_date, null)) {
      await tx.query(
        `INSERT INTO settlement_period_lines (period_id, from_city_id, to_city_id, currency_id, sent, paid, settled, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [period.id, line.from_city_id, line.to_city_id, line.currency_id, line.sent, line.paid, line.settled, line.position],
      );
    }
    await auditRecord(tx, actor, 'settlement_period.close', 'settlement_periods', period.id);
    return (await closedPeriods(tx)).find((p) => p.id === period.id)!;
  });
}
