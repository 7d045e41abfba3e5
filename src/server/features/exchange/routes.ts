import type { FastifyInstance } from 'fastify';
import { ExchangeTransactionSchema } from '../../../shared/contract/schema';
import { registerRecordRoutes } from '../../http/registerRecordRoutes';
import { body, fiatAmount, idSchema, rateField, text } from '../../http/schemas';
import { clientIdField } from '../../http/schemas';
import { createExchange, listExchanges } from './exchangeService';

export default async function exchangeRoutes(app: FastifyInstance) {
  registerRecordRoutes(app, {
    path: 'transaction',
    tags: ['exchange'],
    record: ExchangeTransactionSchema,
    body: body(
      {
        cash_register: idSchema,
        currency: idSchema,
        operation_type: { type: 'string', enum: ['BUY', 'SELL'] },
        amount: fiatAmount,
        rate: rateField,
        is_dilapidated: { type: 'boolean', default: false },
        comment: text(),
        client: clientIdField,
      },
      ['cash_register', 'currency', 'operation_type', 'amount', 'rate'],
    ),
    summary: {
      create: 'Обмен: покупка (BUY) или продажа (SELL) валюты за базовую через доступную пару кассы',
      list: 'Обмены кассы, новые сверху',
    },
    // 403: a client found in the list, or waiting for a decision (docs/api/clients.md).
    errorCodes: [400, 403, 404],
    create: createExchange,
    list: listExchanges,
  });
}
