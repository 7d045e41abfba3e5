import type { CreateIncomeOutcomeBody, IncomeOutcome } from '../../../shared/contract/ledger';
import type { Db } from '../../db/types';
import type { Actor } from '../ledger/actor';
import { dec, fixed } from '../ledger/decimal';
import { currencyField, registerInScope, userRef } from '../ledger/lookups';
import { selectPage, type PageQuery, type PageResult } from '../ledger/pagination';
import { moneyTransaction, preparePosting } from '../ledger/posting';
import { currencyJson, iso, refJson, userJson } from '../ledger/sqlRefs';
import { recordTime } from '../ledger/time';
import { wireRecord } from '../ledger/wireRecord';

/** Доходы / Расходы: a register's own income (cash in) or expense (cash out: rent, salaries). */
export async function createIncomeOutcome(
  db: Db,
  actor: Actor,
  input: CreateIncomeOutcomeBody,
  options: { at?: Date } = {},
): Promise<IncomeOutcome> {
  const at = options.at ?? recordTime();
  return moneyTransaction(db, async (tx) => {
    const register = await registerInScope(tx, actor, input.cash_register);
    const currency = await currencyField(tx, input.currency, 'currency', false);
    const amount = dec(input.amount);
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
    return toWire({
      id: Number(id), direction: input.direction, amount: fixed(amount, currency.decimals), comment: input.comment ?? '',
      created_at: at, cash_register: { id: register.id, name: register.name },
      currency: { id: currency.id, code: currency.code, name: currency.name }, user: await userRef(tx, actor.id),
    });
  });
}

const SELECT = `
  SELECT i.id, i.direction, i.amount::text AS amount, i.comment, i.created_at,
         ${refJson('r')} AS cash_register, ${currencyJson('c')} AS currency, ${userJson('u')} AS "user"
    FROM income_outcome i
    JOIN cash_registers r ON r.id = i.cash_register_id
    JOIN currencies c ON c.id = i.currency_id
    LEFT JOIN users u ON u.id = i.user_id`;

type Row = Omit<IncomeOutcome, 'kind' | 'created_at'> & { created_at: Date };

function toWire(row: Row): IncomeOutcome {
  return wireRecord<IncomeOutcome>(row, { kind: 'INCOME_OUTCOME', created_at: iso(row.created_at)! });
}

/** GET /api/income_outcome/?cash_register&page — newest first. */
export async function listIncomeOutcome(
  db: Db,
  actor: Actor,
  query: PageQuery & { cash_register: number },
): Promise<PageResult<IncomeOutcome>> {
  const register = await registerInScope(db, actor, query.cash_register);
  return selectPage(db, `${SELECT} WHERE i.cash_register_id = $1`, [register.id], 'created_at DESC, id DESC', query, toWire);
}
