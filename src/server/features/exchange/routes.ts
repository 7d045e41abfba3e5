import type { FastifyInstance } from 'fastify';
import type { CreateTransactionBody } from '../../../shared/contract/ledger';
import { sendJsonPage } from '../../http/jsonPage';
import { paginatedSchema, responses } from '../../http/schemas';
import { actorOf, pageOf } from '../ledger/routeKit';
import { answer, body, fiatAmount, idSchema, recordPageQuery, query, rateField, recordBase, text, types as T } from '../ledger/schemas';
import { createExchange, listExchanges } from './exchangeService';

const transaction = answer({
  ...recordBase,
  cash_register: T.ref, currency: T.currency, base_currency: T.currency, operation_type: T.S, amount: T.S, rate: T.S,
  is_dilapidated: T.B, dilapidation_percentage: T.S, effective_rate: T.S, total: T.S, average_cost: T.NS, earning: T.NS,
});

const createSchema = {
  summary: 'Обмен: покупка (BUY) или продажа (SELL) валюты за базовую через доступную пару кассы',
  tags: ['exchange'],
  body: body(
    {
      cash_register: idSchema,
      currency: idSchema,
      operation_type: { type: 'string', enum: ['BUY', 'SELL'] },
      amount: fiatAmount,
      rate: rateField,
      is_dilapidated: { type: 'boolean', default: false },
      comment: text(),
    },
    ['cash_register', 'currency', 'operation_type', 'amount', 'rate'],
  ),
  response: responses({ 201: transaction }, [400, 404]),
} as const;

const listSchema = {
  summary: 'Обмены кассы, новые сверху',
  tags: ['exchange'],
  querystring: query({ cash_register: idSchema, ...recordPageQuery }, ['cash_register']),
  response: responses({ 200: paginatedSchema(transaction) }, [400, 404]),
} as const;

export default async function exchangeRoutes(app: FastifyInstance) {
  app.post<{ Body: CreateTransactionBody }>('/transaction/create/', { schema: createSchema }, async (request, reply) =>
    reply.code(201).send(await createExchange(app.db, actorOf(request), request.body)),
  );

  app.get<{ Querystring: { cash_register: number; page?: number; size?: number } }>(
    '/transaction/',
    { schema: listSchema },
    async (request, reply) =>
      sendJsonPage(reply, await listExchanges(app.db, actorOf(request), { ...pageOf(request, request.query), cash_register: request.query.cash_register })),
  );
}
