import type { FastifyInstance } from 'fastify';
import type { CreateIncomeOutcomeBody } from '../../../shared/contract/ledger';
import { sendJsonPage } from '../../http/jsonPage';
import { paginatedSchema, responses } from '../../http/schemas';
import { actorOf, pageOf } from '../ledger/routeKit';
import { answer, body, fiatAmount, idSchema, recordPageQuery, query, recordBase, text, types as T } from '../ledger/schemas';
import { createIncomeOutcome, listIncomeOutcome } from './incomeExpenseService';

const record = answer({ ...recordBase, cash_register: T.ref, currency: T.currency, direction: T.S, amount: T.S });

const createSchema = {
  summary: 'Доход (Income) или расход (Outcome) кассы',
  tags: ['income-expense'],
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
  response: responses({ 201: record }, [400, 404]),
} as const;

const listSchema = {
  summary: 'Доходы и расходы кассы, новые сверху',
  tags: ['income-expense'],
  querystring: query({ cash_register: idSchema, ...recordPageQuery }, ['cash_register']),
  response: responses({ 200: paginatedSchema(record) }, [400, 404]),
} as const;

export default async function incomeExpenseRoutes(app: FastifyInstance) {
  app.post<{ Body: CreateIncomeOutcomeBody }>('/income_outcome/create/', { schema: createSchema }, async (request, reply) =>
    reply.code(201).send(await createIncomeOutcome(app.db, actorOf(request), request.body)),
  );

  app.get<{ Querystring: { cash_register: number; page?: number; size?: number } }>(
    '/income_outcome/',
    { schema: listSchema },
    async (request, reply) =>
      sendJsonPage(
        reply,
        await listIncomeOutcome(app.db, actorOf(request), { ...pageOf(request, request.query), cash_register: request.query.cash_register }),
      ),
  );
}
