import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CityLimitsBody, CityLimitsQuery } from '../../../shared/contract/request/limits';
import { IdParams } from '../../../shared/contract/request/fields';
import { CityLimitsSchema } from '../../../shared/contract/schema';
import { RATE_SETTERS_ONLY } from '../../http/rateSettersOnly';
import { actorOf } from '../../http/routeKit';
import { responses } from '../../http/schemas';
import { getCityLimits, setCityLimits } from './cityLimitsService';

const getSchema = {
  summary: 'Лимиты города: допуск курса (%) и наибольшая операция в базовой валюте (null — без ограничения)',
  tags: ['limits'],
  querystring: CityLimitsQuery,
  response: responses({ 200: CityLimitsSchema }, [400, 404]),
} as const;

const putSchema = {
  summary: 'Лимиты города: установить (супервайзеры и администраторы города; кассирам 403)',
  tags: ['limits'],
  params: IdParams,
  body: CityLimitsBody,
  response: responses({ 200: CityLimitsSchema }, [400, 403, 404]),
} as const;

export default async function limitRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get('/city_limits/', { schema: getSchema }, async (request) =>
    getCityLimits(app.db, actorOf(request), request.query.city),
  );

  typed.put(
    '/city_limits/:id/',
    {
      // Who sets the day's rates sets the limits around them; a cashier is refused before the city is read.
      ...RATE_SETTERS_ONLY,
      schema: putSchema,
    },
    async (request) => setCityLimits(app.db, actorOf(request), request.params.id, request.body),
  );
}
