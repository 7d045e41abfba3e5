import type { CreateIncomeOutcomeBody, IncomeOutcome } from '../../../shared/contract/ledger';
import type { Db } from '../../db/types';
import { auditRecord } from '../../lib/audit';
import type { JsonPage } from '../../http/jsonPage';
import type { Actor } from '../../http/scope';
import { dec, fixed } from '../../ledger/decimal';
import { jsonString } from '../../ledger/jsonText';
import { checkDecimals, currencyField, registerForWrite, registerInScope, userRef } from '../../ledger/referenceChecks';
import { selectJsonPage, type PageQuery } from '../../http/pagination';
import { moneyTransaction, preparePosting } from '../../ledger/posting';
import { NEWEST_FIRST, recordJson, refShape, type RecordRefs } from '../../ledger/recordSql';
import { recordTime } from '../../ledger/time';
import { correctionMarksJson, NO_CORRECTION } from '../../ledger/correctionMarks';

/** Доходы / Расходы: a register's own income (cash in) or expense (cash out: rent, salaries). */
export async function createIncomeOutcome(
  db: Db,
  actor: Actor,
  input: CreateIncomeOutcomeBody,
  options: { at?: Date } = {},
): Promise<IncomeOutcome> {
  const at = options.at ?? recordTime();
  return moneyTransaction(db, async (tx) => {
    const register = await registerForWrite(tx, input.cash_register, 'cash_register', actor);
    const currency = await currencyField(tx, input.currency, 'currency', false);
    const amount = dec(input.amount);
    checkDecimals(amount, currency, 'amount');
    const sign = input.direction === 'Income' ? 1 : -1;
    const prepared = await preparePosting(tx, [
      { account: 'CASH', cashRegisterId: register.id, currencyId: currency.id, amount: amount.times(sign), kind: input.direction },
    ]);
    const id = await prepared.write({ type: 'INCOME_OUTCOME', at }, {
      table: 'income_outcome',
      values: {
        cash_register_id: register.id, currency_id: currency.id, direction: input.direction, amount: amount.toFixed(),
        comment: input.comment ?? '', user_id: actor.id, created_at: at.toISOString(),
      },
    });
    await auditRecord(tx, actor, 'income_outcome.create', 'income_outcome', id!);
    return {
      id: Number(id), kind: 'INCOME_OUTCOME' as const, direction: input.direction, amount: fixed(amount, currency.decimals),
      comment: input.comment ?? '', created_at: at.toISOString(), cash_register: { id: register.id, name: register.name },
      currency: { id: currency.id, code: currency.code, name: currency.name }, user: await userRef(tx, actor.id), ...NO_CORRECTION,
    };
  });
}

/** The records a list picks: the table's own columns, so a sort never shapes more than a page. */
const ROWS = `
  SELECT i.id, i.direction, i.amount::text AS amount, i.comment, i.created_at, i.cash_register_id, i.currency_id, i.user_id,
         i.reverses_id, i.reversed_by_id
    FROM income_outcome i`;

const REFS: RecordRefs = {
  cash_register: ['cash_registers', 'cash_register_id'],
  currency: ['currencies', 'currency_id'],
  user: ['users', 'user_id'],
};
const SHAPE = refShape(REFS);

/** The wire record (IncomeOutcome, as createIncomeOutcome answers it) over a shaped row `q`. */
const RECORD_JSON = recordJson('INCOME_OUTCOME', REFS, {
  direction: jsonString('q.direction'),
  amount: jsonString('q.amount'),
  ...correctionMarksJson("'INCOME_OUTCOME'"),
});

const REGISTER_ROWS = `${ROWS} WHERE i.cash_register_id = $1`;

/** GET /api/income_outcome/?cash_register&page — newest first, records as JSON text. */
export async function listIncomeOutcome(db: Db, actor: Actor, query: PageQuery & { cash_register: number }): Promise<JsonPage> {
  const register = await registerInScope(db, actor, query.cash_register);
  return selectJsonPage(db, REGISTER_ROWS, [register.id], NEWEST_FIRST, query, RECORD_JSON, { shape: SHAPE });
}
