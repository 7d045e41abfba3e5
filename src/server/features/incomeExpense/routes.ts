import type { FastifyInstance } from 'fastify';
import { IncomeOutcomeSchema } from '../../../shared/contract/schema';
import { registerRecordRoutes } from '../../http/registerRecordRoutes';
import { body, fiatAmount, idSchema, text } from '../../http/schemas';
import { createIncomeOutcome, listIncomeOutcome } from './incomeExpenseService';

export default async function incomeExpenseRoutes(app: FastifyInstance) {
  registerRecordRoutes(app, {
    path: 'income_outcome',
    tags: ['income-expense'],
    record: IncomeOutcomeSchema,
    body: body(
      {
        cash_register: idSchema,
        currency: idSchema,
        direction: { type: 'string', enum: ['Income', 'Outcome'] },
        amount: fiatAmount,
        comment: text(),
      },
      ['cash_register', 'currency', 'direction', 'amount'],
    ),
    summary: { create: 'Доход (Income) или расход (Outcome) кассы', list: 'Доходы и расходы кассы, новые сверху' },
    errorCodes: [400, 404],
    create: createIncomeOutcome,
    list: listIncomeOutcome,
  });
}
