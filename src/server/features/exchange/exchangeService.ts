import type { CreateTransactionBody, ExchangeTransaction } from '../../../shared/contract/ledger';
import { RATE_DECIMALS } from '../../../shared/money';
import type { Db } from '../../db/types';
import { auditRecord } from '../../lib/audit';
import type { JsonPage } from '../../http/jsonPage';
import type { Actor } from '../../http/scope';
import { MAX_TOTAL, dec, fixed } from '../../ledger/decimal';
import { fieldError } from '../../http/errors';
import { memoized } from '../../ledger/referenceCache';
import { baseCurrency, checkDecimals, currencyField, registerForWrite, registerInScope, userRef, type CurrencyRow } from '../../ledger/referenceChecks';
import { selectJsonPage, type PageQuery } from '../../http/pagination';
import { cashKey, lockCash, moneyTransaction, preparePosting } from '../../ledger/posting';
import { NEWEST_FIRST, refShape } from '../../ledger/recordSql';
import { iso } from '../../ledger/sqlRefs';
import { recordTime } from '../../ledger/time';
import { buyAverageCost, sellEarning } from '../../ledger/averageCost';
import { wireRecord } from '../../ledger/wireRecord';
import { checkExchangeLimits } from '../../checks/exchangeLimits';
import { NO_CORRECTION } from '../../ledger/correctionMarks';
import { identifyDealClient } from '../../checks/identification';
import { recordDealControl } from '../../checks/mandatoryControl';
import { exchangeValue } from '../../checks/dealValue';
import { recordStructuringSign } from '../../checks/structuringSigns';
import { SERVER_MESSAGES as M } from '../../http/messages';
import { EXCHANGE_REFS, EXCHANGE_ROWS, exchangeJson, seesEarningsOf } from '../../ledger/exchangeSql';
import { openShiftOf } from '../../ledger/registerLock';
import { madeAtOf, offlineFlags, refuseOfflineIdentification } from './offlineDeal';

/**
 * Обмен (docs/PRODUCT-DECISIONS.md): BUY — the register takes `amount` of a foreign currency and pays
 * `amount × rate` in the base currency; SELL — the reverse. Only through the register's
 * available pairs; worn notes are bought at the dilapidation percentage off the rate.
 */
export async function createExchange(
  db: Db,
  actor: Actor,
  input: CreateTransactionBody,
  options: { at?: Date } = {},
): Promise<ExchangeTransaction> {
  // An offline deal (docs/OFFLINE.md) is booked at the time at the window, so it lands on
  // that day in journals, balances and reports; received_at keeps when it arrived.
  const receivedAt = options.at ?? recordTime();
  const madeAt = madeAtOf(input);
  const offline = madeAt !== null;
  const at = madeAt ?? receivedAt;
  return moneyTransaction(db, async (tx) => {
    const register = await registerForWrite(tx, input.cash_register, 'cash_register', actor);
    const currency = await currencyField(tx, input.currency, 'currency', false);
    if (currency.is_base) throw fieldError('currency', M.baseForItself);
    const hasPair = await memoized(tx, `pair:${register.id}:${currency.id}`, async () => {
      const { rows } = await tx.query('SELECT 1 FROM available_currency_pairs WHERE cash_register_id = $1 AND currency_id = $2', [
        register.id,
        currency.id,
      ]);
      return rows.length > 0 || undefined;
    });
    if (!hasPair) throw fieldError('currency', M.pairUnavailable(currency.code));
    const base = await baseCurrency(tx);

    const isBuy = input.operation_type === 'BUY';
    let percentage = dec(0);
    if (input.is_dilapidated) {
      if (!isBuy) throw fieldError('is_dilapidated', M.dilapidatedBuyOnly);
      const { rows } = await tx.query<{ percentage: string }>(
        'SELECT percentage FROM dilapidation_percentages WHERE currency_id = $1',
        [currency.id],
      );
      if (!rows[0]) throw fieldError('is_dilapidated', M.noDilapidationPercent(currency.code));
      percentage = dec(rows[0].percentage);
    }
    const rate = dec(input.rate);
    const effectiveRate = dec(fixed(rate.times(dec(100).minus(percentage)).div(100), RATE_DECIMALS));
    const amount = dec(input.amount);
    checkDecimals(amount, currency, 'amount');
    const total = dec(fixed(amount.times(effectiveRate), base.decimals));
    // decimal.js counts zero as positive: a total rounding to 0.00 is refused here, not by the DB check.
    if (total.lessThanOrEqualTo(0)) throw fieldError('amount', M.amountTooSmall);
    if (total.greaterThanOrEqualTo(MAX_TOTAL)) throw fieldError('amount', M.amountTooLarge);
    // The city's limits: a cashier outside them is refused, a supervisor's exchange is marked;
    // a cashier's offline deal outside them is recorded, marked and flagged.
    const { outside, board, refusable } = await checkExchangeLimits(
      tx,
      actor,
      { register, currencyId: currency.id, type: input.operation_type, rate: rate.toFixed(), total: total.toFixed(), baseCode: base.code },
      { refuse: !offline },
    );
    // The client (docs/api/clients.md): required from the city's threshold — on the larger of the
    // total and the deal at the day's board rate — and refused when found in the list.
    const value = exchangeValue({ total: total.toFixed(), amount: amount.toFixed(), board, percentage: percentage.toFixed() });
    if (offline) await refuseOfflineIdentification(tx, { cityId: register.city_id, clientId: input.client, value, baseCode: base.code });
    const identity = await identifyDealClient(tx, { cityId: register.city_id, clientId: input.client, baseTotal: value, baseCode: base.code });

    // The weighted average cost needs the holding as it is now, so the rows are locked first.
    const locked = await lockCash(tx, [[register.id, currency.id], [register.id, base.id]]);
    const held = locked.get(cashKey(register.id, currency.id))!;
    const averageCost = isBuy ? buyAverageCost(held.amount, held.avgCost, amount, effectiveRate) : held.avgCost;
    const earning = isBuy ? dec(0) : sellEarning(amount, rate, held.avgCost);

    const sign = isBuy ? 1 : -1;
    const prepared = await preparePosting(
      tx,
      [
        { account: 'CASH', cashRegisterId: register.id, currencyId: currency.id, amount: amount.times(sign), kind: input.operation_type },
        { account: 'CASH', cashRegisterId: register.id, currencyId: base.id, amount: total.times(-sign), kind: input.operation_type },
      ],
      { locked, allowNegative: offline, ...(isBuy ? { avgCost: { cashRegisterId: register.id, currencyId: currency.id, value: averageCost! } } : {}) },
    );
    const flags = madeAt === null ? [] : await offlineFlags(tx, {
      registerId: register.id, cityId: register.city_id, currencies: [currency.id, base.id], madeAt, receivedAt, value,
      outsideLimits: refusable, closed: (await openShiftOf(tx, register.id)) === null, belowZero: prepared.belowZero,
    });
    const id = await prepared.write({ type: 'TRANSACTION', at }, {
      table: 'exchange_transactions',
      values: {
        cash_register_id: register.id, currency_id: currency.id, base_currency_id: base.id, operation_type: input.operation_type,
        amount: amount.toFixed(), rate: rate.toFixed(), is_dilapidated: Boolean(input.is_dilapidated),
        dilapidation_percentage: percentage.toFixed(), effective_rate: effectiveRate.toFixed(), total: total.toFixed(),
        average_cost: averageCost?.toFixed(12) ?? null, earning: earning.toFixed(2), comment: input.comment ?? '',
        user_id: actor.id, created_at: at.toISOString(), outside_limits: outside, client_id: identity.client?.id ?? null,
        base_value: value, offline, received_at: receivedAt.toISOString(), offline_flags: `{${flags.join(',')}}`,
      },
    });
    // Every flagged offline deal waits for a supervisor of its city (features/offlineReview).
    if (flags.length) {
      await tx.query('INSERT INTO offline_reviews (id, city_id, cash_register_id) VALUES ($1, $2, $3)', [id, register.city_id, register.id]);
    }
    const controlled = { kind: 'TRANSACTION', id: Number(id), cityId: register.city_id, at, baseTotal: value, baseCurrencyId: base.id } as const;
    await recordDealControl(tx, controlled, identity);
    await recordStructuringSign(tx, { ...controlled, registerId: register.id }, identity);
    await auditRecord(tx, actor, 'exchange.create', 'exchange_transactions', id!, null, {
      ...(outside ? { outside_limits: true } : {}),
      ...(offline ? { offline: true, made_at: at.toISOString(), offline_flags: flags } : {}),
    });
    // The answer is built from what was just written: no second read per operation.
    const ref = (c: CurrencyRow) => ({ id: c.id, code: c.code, name: c.name });
    return toWire(actor)({
      id: Number(id), operation_type: input.operation_type, amount: fixed(amount, 2), rate: fixed(rate, RATE_DECIMALS),
      is_dilapidated: Boolean(input.is_dilapidated), dilapidation_percentage: fixed(percentage, 2),
      effective_rate: fixed(effectiveRate, RATE_DECIMALS), total: fixed(total, 2),
      average_cost: averageCost === null ? null : fixed(averageCost, RATE_DECIMALS), earning: fixed(earning, 2),
      comment: input.comment ?? '', created_at: at, cash_register: { id: register.id, name: register.name },
      currency: ref(currency), base_currency: ref(base), user: await userRef(tx, actor.id), outside_limits: outside, client: identity.client, ...NO_CORRECTION,
      offline, received_at: receivedAt, offline_flags: flags,
    });
  });
}

const SHAPE = refShape(EXCHANGE_REFS);

type Row = Omit<ExchangeTransaction, 'kind' | 'created_at' | 'received_at'> & { created_at: Date; received_at: Date };

function toWire(actor: Actor) {
  const seesEarnings = seesEarningsOf(actor);
  return (row: Row & { cash_register_id?: number }): ExchangeTransaction =>
    wireRecord<ExchangeTransaction>(row, {
      kind: 'TRANSACTION',
      created_at: iso(row.created_at)!,
      received_at: iso(row.received_at)!,
      average_cost: seesEarnings ? row.average_cost : null,
      earning: seesEarnings ? (row.operation_type === 'SELL' ? row.earning : null) : null,
    });
}

/** The list's statement pieces, built once (lib/memoizeArgs.ts says why that matters). */
const REGISTER_ROWS = `${EXCHANGE_ROWS} WHERE t.cash_register_id = $1`;
const LISTED_JSON = exchangeJson('$2::boolean');
// The total comes from exchange_daily's counts: counting a long history row by row would
// cost more than the page itself.
const REGISTER_COUNT = 'SELECT COALESCE(sum(n), 0)::int AS n FROM exchange_daily WHERE cash_register_id = $1';

/** GET /api/transaction/?cash_register&page — newest first, records as JSON text. */
export async function listExchanges(db: Db, actor: Actor, query: PageQuery & { cash_register: number }): Promise<JsonPage> {
  const register = await registerInScope(db, actor, query.cash_register);
  const params = [register.id, seesEarningsOf(actor)];
  return selectJsonPage(db, REGISTER_ROWS, params, NEWEST_FIRST, query, LISTED_JSON, {
    countSql: REGISTER_COUNT,
    shape: SHAPE,
  });
}
