import type { FastifyInstance } from 'fastify';
import { CryptoTransactionSchema } from '../../../shared/contract/schema';
import { CreateCryptoTransactionBody } from '../../../shared/contract/request/crypto';
import { registerRecordRoutes } from '../../http/registerRecordRoutes';
import { createCryptoTransaction, listCryptoTransactions } from './cryptoTransactionService';

export default async function cryptoRoutes(app: FastifyInstance) {
  registerRecordRoutes(app, {
    path: 'crypto_transaction',
    tags: ['crypto'],
    record: CryptoTransactionSchema,
    body: CreateCryptoTransactionBody,
    summary: {
      create: 'Крипто-операция: BUY (Выдача) — касса берёт крипту и платит фиатом; SELL (Приём) — наоборот',
      list: 'Крипто-операции кассы, новые сверху',
    },
    errorCodes: [400, 403, 404],
    create: createCryptoTransaction,
    list: listCryptoTransactions,
  });
}
