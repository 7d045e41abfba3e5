import type { FastifyInstance } from 'fastify';
import { IncomeOutcomeSchema } from '../../../shared/contract/schema';
import { CreateIncomeOutcomeBody } from '../../../shared/contract/request/incomeExpense';
import { registerRecordRoutes } from '../../http/registerRecordRoutes';
import { createIncomeOutcome, listIncomeOutcome } from './incomeExpenseService';

export default async function incomeExpenseRoutes(app: FastifyInstance) {
  registerRecordRoutes(app, {
    path: 'income_outcome',
    tags: ['income-expense'],
    record: IncomeOutcomeSchema,
    body: CreateIncomeOutcomeBody,
    summary: { create: 'Доход (Income) или расход (Outcome) кассы', list: 'Доходы и расходы кассы, новые сверху' },
    errorCodes: [400, 404],
    create: createIncomeOutcome,
    list: listIncomeOutcome,
  });
}
