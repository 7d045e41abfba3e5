import { hasPermission, type Actor } from '../http/scope';
import { correctionMarksJson } from './correctionMarks';
import { jsonBoolean, jsonRaw, jsonString } from './jsonText';
import { recordJson, type RecordRefs } from './recordSql';
import { isoSql } from './sqlRefs';

/**
 * An exchange as its lists write it (features/exchange's history, and the offline review
 * queue, docs/OFFLINE.md, that shows each deal as that history does): its row, its references
 * and its wire JSON, in one place so that the two never drift apart.
 */

/** The exchanges a list picks: plain columns only, so a sort never shapes more than a page. */
export const EXCHANGE_ROWS = `
  SELECT t.id, t.operation_type, t.amount::text AS amount, t.rate::text AS rate, t.is_dilapidated,
         t.dilapidation_percentage::text AS dilapidation_percentage, t.effective_rate::text AS effective_rate,
         t.total::text AS total, round(t.average_cost, 6)::text AS average_cost, t.earning::text AS earning,
         t.comment, t.created_at, t.cash_register_id, t.currency_id, t.base_currency_id, t.user_id, t.outside_limits, t.reverses_id, t.reversed_by_id, t.client_id,
         t.offline, COALESCE(t.received_at, t.created_at) AS received_at, t.offline_flags
    FROM exchange_transactions t`;

export const EXCHANGE_REFS: RecordRefs = {
  user: ['users', 'user_id'],
  cash_register: ['cash_registers', 'cash_register_id'],
  currency: ['currencies', 'currency_id'],
  base_currency: ['currencies', 'base_currency_id'],
  client: ['clients', 'client_id'],
};

/** Costs and earnings are the earning report's business (isAllowToCheckEarningReport). */
export const seesEarningsOf = (actor: Actor) => hasPermission(actor, 'isAllowToCheckEarningReport');

/**
 * The wire record (ExchangeTransaction, as the create answers it) written by PostgreSQL over a
 * row `q` of EXCHANGE_ROWS shaped by EXCHANGE_REFS; `seesEarnings` is the parameter that says
 * whether costs and earnings show.
 */
export const exchangeJson = (seesEarnings: string): string =>
  recordJson('TRANSACTION', EXCHANGE_REFS, {
    operation_type: jsonString('q.operation_type'),
    amount: jsonString('q.amount'),
    rate: jsonString('q.rate'),
    is_dilapidated: jsonBoolean('q.is_dilapidated'),
    dilapidation_percentage: jsonString('q.dilapidation_percentage'),
    effective_rate: jsonString('q.effective_rate'),
    total: jsonString('q.total'),
    average_cost: jsonString(`CASE WHEN ${seesEarnings} THEN q.average_cost END`),
    earning: jsonString(`CASE WHEN ${seesEarnings} AND q.operation_type = 'SELL' THEN q.earning END`),
    outside_limits: jsonBoolean('q.outside_limits'),
    offline: jsonBoolean('q.offline'),
    received_at: jsonString(isoSql('q.received_at')),
    offline_flags: jsonRaw('to_json(q.offline_flags)::text'),
    ...correctionMarksJson("'TRANSACTION'"),
  });
