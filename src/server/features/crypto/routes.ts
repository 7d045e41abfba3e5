import type { FastifyInstance } from 'fastify';
import type { CreateCryptoTransactionBody } from '../../../shared/contract/ledger';
import { sendJsonPage } from '../../http/jsonPage';
import { paginatedSchema, responses } from '../../http/schemas';
import { actorOf, pageOf } from '../ledger/routeKit';
import { answer, anyAmount, body, fiatFee, idSchema, recordPageQuery, query, rateField, recordBase, text, types as T } from '../ledger/schemas';
import { createCryptoTransaction, listCryptoTransactions } from './cryptoTransactionService';

const cryptoTransaction = answer({
  ...recordBase,
  cash_register: T.ref, crypto_currency: T.currency, currency: T.currency, operation_type: T.S, amount: T.S, rate: T.S,
  total: T.S, fee: T.S,
});

const createSchema = {
  summary: 'Крипто-операция: BUY (Выдача) — касса берёт крипту и платит фиатом; SELL (Приём) — наоборот',
  tags: ['crypto'],
  body: body(
    {
      cash_register: idSchema,
      crypto_currency: idSchema,
      currency: { ...idSchema, description: 'Фиатная валюта расчёта; по умолчанию базовая' },
      operation_type: { type: 'string', enum: ['BUY', 'SELL'] },
      amount: anyAmount,
      rate: rateField,
      fee: fiatFee,
      comment: text(),
    },
    ['cash_register', 'crypto_currency', 'operation_type', 'amount', 'rate'],
  ),
  response: responses({ 201: cryptoTransaction }, [400, 403, 404]),
} as const;

const listSchema = {
  summary: 'Крипто-операции кассы, новые сверху',
  tags: ['crypto'],
  querystring: query({ cash_register: idSchema, ...recordPageQuery }, ['cash_register']),
  response: responses({ 200: paginatedSchema(cryptoTransaction) }, [400, 403, 404]),
} as const;

export default async function cryptoRoutes(app: FastifyInstance) {
  app.post<{ Body: CreateCryptoTransactionBody }>('/crypto_transaction/create/', { schema: createSchema }, async (request, reply) =>
    reply.code(201).send(await createCryptoTransaction(app.db, actorOf(request), request.body)),
  );

  app.get<{ Querystring: { cash_register: number; page?: number; size?: number } }>(
    '/crypto_transaction/',
    { schema: listSchema },
    async (request, reply) =>
      sendJsonPage(
        reply,
        await listCryptoTransactions(app.db, actorOf(request), { ...pageOf(request, request.query), cash_register: request.query.cash_register }),
      ),
  );
}
