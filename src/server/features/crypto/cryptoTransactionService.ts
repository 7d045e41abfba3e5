import type { CreateCryptoTransactionBody, CryptoTransaction } from '../../../shared/contract/ledger';
import { RATE_DECIMALS } from '../../../shared/money';
import type { Db } from '../../db/types';
import { auditRecord } from '../../lib/audit';
import type { JsonPage } from '../../http/jsonPage';
import { requirePermission, type Actor } from '../../http/scope';
import { MAX_TOTAL, dec, fixed } from '../../ledger/decimal';
import { fieldError } from '../../http/errors';
import { baseCurrency, checkDecimals, currencyField, registerForWrite, registerInScope, userRef, type CurrencyRow } from '../../ledger/referenceChecks';
import { selectJsonPage, type PageQuery } from '../../http/pagination';
import { moneyTransaction, preparePosting } from '../../ledger/posting';
import { NEWEST_FIRST, recordJson, refShape, type RecordRefs } from '../../ledger/recordSql';
import { recordTime } from '../../ledger/time';
import { correctionMarksJson, NO_CORRECTION } from '../../ledger/correctionMarks';
import { checkCryptoLimits } from '../../checks/exchangeLimits';
import { identifyDealClient } from '../../checks/identification';
import { recordDealControl } from '../../checks/mandatoryControl';
import { cryptoValue } from '../../checks/dealValue';
import { recordStructuringSign } from '../../checks/structuringSigns';
import { today } from '../../ledger/time';
import { jsonBoolean, jsonString } from '../../ledger/jsonText';
import { SERVER_MESSAGES as M } from '../../http/messages';

/**
 * Crypto transactions (docs/PRODUCT-DECISIONS.md): BUY (Выдача) — the register takes `amount` of crypto and
 * pays `total − fee` in fiat; SELL (Приём) — it gives crypto and takes `total + fee`.
 * total = amount × rate. The fee is the register's earning.
 */
export async function createCryptoTransaction(
  db: Db,
  actor: Actor,
  input: CreateCryptoTransactionBody,
  options: { at?: Date } = {},
): Promise<CryptoTransaction> {
  requirePermission(actor, 'isCryptoTransactionPageActive');
  const at = options.at ?? recordTime();
  return moneyTransaction(db, async (tx) => {
    const register = await registerForWrite(tx, input.cash_register, 'cash_register', actor);
    const crypto = await currencyField(tx, input.crypto_currency, 'crypto_currency', true);
    const fiat = input.currency === undefined ? await baseCurrency(tx) : await currencyField(tx, input.currency, 'currency', false);
    const amount = dec(input.amount);
    const rate = dec(input.rate);
    const fee = dec(input.fee ?? '0');
    checkDecimals(amount, crypto, 'amount');
    checkDecimals(fee, fiat, 'fee');
    const total = dec(fixed(amount.times(rate), fiat.decimals));
    // decimal.js counts zero as positive: a total rounding to 0.00 is refused here, not by the DB check.
    if (total.lessThanOrEqualTo(0)) throw fieldError('amount', M.amountTooSmall);
    if (total.greaterThanOrEqualTo(MAX_TOTAL)) throw fieldError('amount', M.amountTooLarge);
    const isBuy = input.operation_type === 'BUY';
    if (isBuy && !fee.lessThan(total)) throw fieldError('fee', M.feeNotBelowAmount);
    // The city's largest operation: a cashier above it is refused, a supervisor's deal is marked.
    const base = fiat.is_base ? fiat : await baseCurrency(tx);
    const { outside } = await checkCryptoLimits(tx, actor, { register, total: total.toFixed(), fiat, baseCode: base.code });
    // The client (docs/api/clients.md): from the city's threshold, on the deal's base-currency value.
    const baseTotal = await cryptoValue(tx, {
      register, fiat, cryptoId: crypto.id, type: input.operation_type, amount: amount.toFixed(), total: total.toFixed(), day: today(),
    });
    const identity = await identifyDealClient(tx, { cityId: register.city_id, clientId: input.client, baseTotal, baseCode: base.code });

    const sign = isBuy ? 1 : -1;
    const prepared = await preparePosting(tx, [
      { account: 'CASH', cashRegisterId: register.id, currencyId: crypto.id, amount: amount.times(sign), kind: input.operation_type },
      { account: 'CASH', cashRegisterId: register.id, currencyId: fiat.id, amount: total.times(-sign), kind: input.operation_type },
      { account: 'CASH', cashRegisterId: register.id, currencyId: fiat.id, amount: fee, kind: 'FEE' },
    ]);
    const id = await prepared.write({ type: 'CRYPTO_TRANSACTION', at }, {
      table: 'crypto_transactions',
      values: {
        cash_register_id: register.id, crypto_currency_id: crypto.id, currency_id: fiat.id, operation_type: input.operation_type,
        amount: amount.toFixed(), rate: rate.toFixed(), total: total.toFixed(), fee: fee.toFixed(), comment: input.comment ?? '',
        user_id: actor.id, created_at: at.toISOString(), outside_limits: outside, client_id: identity.client?.id ?? null,
        base_value: baseTotal,
      },
    });
    const controlled = { kind: 'CRYPTO_TRANSACTION', id: Number(id), cityId: register.city_id, at, baseTotal, baseCurrencyId: base.id } as const;
    await recordDealControl(tx, controlled, identity);
    await recordStructuringSign(tx, { ...controlled, registerId: register.id }, identity);
    await auditRecord(tx, actor, 'crypto_transaction.create', 'crypto_transactions', id!, null, outside ? { outside_limits: true } : {});
    const ref = (c: CurrencyRow) => ({ id: c.id, code: c.code, name: c.name });
    return {
      id: Number(id), kind: 'CRYPTO_TRANSACTION' as const, operation_type: input.operation_type, amount: fixed(amount, crypto.decimals),
      rate: fixed(rate, RATE_DECIMALS), total: fixed(total, fiat.decimals), fee: fixed(fee, fiat.decimals), comment: input.comment ?? '',
      created_at: at.toISOString(), cash_register: { id: register.id, name: register.name }, crypto_currency: ref(crypto),
      currency: ref(fiat), user: await userRef(tx, actor.id), outside_limits: outside, client: identity.client, ...NO_CORRECTION,
    };
  });
}

/** The records a list picks: the table's own columns, so a sort never shapes more than a page. */
const ROWS = `
  SELECT t.id, t.operation_type, t.amount::text AS amount, t.rate::text AS rate, t.total::text AS total,
         t.fee::text AS fee, t.comment, t.created_at, t.cash_register_id, t.crypto_currency_id, t.currency_id, t.user_id,
         t.outside_limits, t.reverses_id, t.reversed_by_id, t.client_id
    FROM crypto_transactions t`;

const REFS: RecordRefs = {
  cash_register: ['cash_registers', 'cash_register_id'],
  crypto_currency: ['currencies', 'crypto_currency_id'],
  currency: ['currencies', 'currency_id'],
  user: ['users', 'user_id'],
  client: ['clients', 'client_id'],
};
const SHAPE = refShape(REFS);

/** The wire record (CryptoTransaction, as createCryptoTransaction answers it) over a shaped row `q`. */
const RECORD_JSON = recordJson('CRYPTO_TRANSACTION', REFS, {
  operation_type: jsonString('q.operation_type'),
  amount: jsonString('q.amount'),
  rate: jsonString('q.rate'),
  total: jsonString('q.total'),
  fee: jsonString('q.fee'),
  outside_limits: jsonBoolean('q.outside_limits'),
  ...correctionMarksJson("'CRYPTO_TRANSACTION'"),
});

const REGISTER_ROWS = `${ROWS} WHERE t.cash_register_id = $1`;

/** GET /api/crypto_transaction/?cash_register&page — newest first, records as JSON text. */
export async function listCryptoTransactions(
  db: Db,
  actor: Actor,
  query: PageQuery & { cash_register: number },
): Promise<JsonPage> {
  requirePermission(actor, 'isCryptoTransactionPageActive');
  const register = await registerInScope(db, actor, query.cash_register);
  return selectJsonPage(db, REGISTER_ROWS, [register.id], NEWEST_FIRST, query, RECORD_JSON, { shape: SHAPE });
}
