import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { RATE_SETTERS_ONLY } from '../../http/rateSettersOnly';
import { PERMITTED } from '../../http/permissionGuards';
import { actorOf, checkDates } from '../../http/routeKit';
import { listCurrencies, listDilapidation, listPairs } from './currencyService';
import {
  createValueSettingSchema,
  createValueSettingsSchema,
  listCryptoCurrencySchema,
  listCurrencySchema,
  listDilapidationSchema,
  listPairsSchema,
  listValueSettingSchema,
} from './schemas';
import { listValueSettings, setValueSetting } from './valueSettingService';
import { setValueSettings } from './valueSettingMany';
import type { CurrencyListQuery } from '../../../shared/contract/request/currencies';

/** Sorts by ?ordering= (order | code | id, '-' for descending); the service's default is order. */
function ordered<T extends { order: number; code: string; id: number }>(rows: T[], ordering: CurrencyListQuery['ordering'] = 'order'): T[] {
  const key = ordering.replace(/^-/, '') as 'order' | 'code' | 'id';
  const sign = ordering.startsWith('-') ? -1 : 1;
  return [...rows].sort((a, b) => (a[key] < b[key] ? -sign : a[key] > b[key] ? sign : 0));
}

export default async function currencyRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get('/currency/', { schema: listCurrencySchema }, async (request) =>
    ordered(await listCurrencies(app.db, false), request.query.ordering),
  );

  typed.get(
    '/crypto_currency/',
    { ...PERMITTED('isCryptoTransactionPageActive'), schema: listCryptoCurrencySchema },
    async (request) => ordered(await listCurrencies(app.db, true), request.query.ordering),
  );

  app.get('/percentage_dilapidation_currency/', { schema: listDilapidationSchema }, async () => listDilapidation(app.db));

  typed.get('/available_currency_pair/', { schema: listPairsSchema }, async (request) =>
    listPairs(app.db, actorOf(request), request.query.cash_register),
  );

  typed.get(
    '/value_setting/',
    { schema: listValueSettingSchema },
    async (request) => listValueSettings(app.db, actorOf(request), checkDates(request.query)),
  );

  typed.post(
    '/value_setting/create/',
    { ...RATE_SETTERS_ONLY, schema: createValueSettingSchema },
    async (request, reply) => reply.code(201).send(await setValueSetting(app.db, actorOf(request), checkDates(request.body))),
  );

  typed.post(
    '/value_setting/create_many/',
    { ...RATE_SETTERS_ONLY, schema: createValueSettingsSchema },
    async (request, reply) => reply.code(201).send(await setValueSettings(app.db, actorOf(request), checkDates(request.body))),
  );
}
