import type { FastifyInstance } from 'fastify';
import { ExchangeTransactionSchema } from '../../../shared/contract/schema';
import { registerRecordRoutes } from '../../http/registerRecordRoutes';
import { CreateTransactionBody } from '../../../shared/contract/request/exchange';
import { createExchange, listExchanges } from './exchangeService';

export default async function exchangeRoutes(app: FastifyInstance) {
  registerRecordRoutes(app, {
    path: 'transaction',
    tags: ['exchange'],
    record: ExchangeTransactionSchema,
    body: CreateTransactionBody,
    summary: {
      create: 'Обмен: покупка (BUY) или продажа (SELL) валюты за базовую через доступную пару кассы',
      list: 'Обмены кассы, новые сверху',
    },
    // 403: a client found in the list, or waiting for a decision (docs/api/clients.md).
    // 409: a closed register (plugins/closedRegister.ts), the vault, or an offline deal that
    // needs the client identified (docs/OFFLINE.md).
    errorCodes: [400, 403, 404, 409],
    offlineDeals: true,
    create: createExchange,
    list: listExchanges,
  });
}
