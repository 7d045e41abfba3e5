import type { FastifyInstance } from 'fastify';
import { CryptoTransactionSchema } from '../../../shared/contract/schema';
import { clientIdField } from '../../http/schemas';
import { registerRecordRoutes } from '../../http/registerRecordRoutes';
import { anyAmount, body, fiatFee, idSchema, rateField, text } from '../../http/schemas';
import { createCryptoTransaction, listCryptoTransactions } from './cryptoTransactionService';

export default async function cryptoRoutes(app: FastifyInstance) {
  registerRecordRoutes(app, {
    path: 'crypto_transaction',
    tags: ['crypto'],
    record: CryptoTransactionSchema,
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
        client: clientIdField,
      },
      ['cash_register', 'crypto_currency', 'operation_type', 'amount', 'rate'],
    ),
    summary: {
      create: 'Крипто-операция: BUY (Выдача) — касса берёт крипту и платит фиатом; SELL (Приём) — наоборот',
      list: 'Крипто-операции кассы, новые сверху',
    },
    errorCodes: [400, 403, 404],
    create: createCryptoTransaction,
    list: listCryptoTransactions,
  });
}
