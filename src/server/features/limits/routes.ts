import type { FastifyInstance } from 'fastify';
import type { CityLimitsBody } from '../../../shared/contract/limits';
import { CityLimitsSchema } from '../../../shared/contract/schema';
import { RATE_SETTERS_ONLY } from '../../http/rateSettersOnly';
import { actorOf } from '../../http/routeKit';
import { body, countedAmount, fiatAmount, idParams, idSchema, percentageField, query, responses } from '../../http/schemas';
import { getCityLimits, setCityLimits } from './cityLimitsService';

const getSchema = {
  summary: 'Лимиты города: допуск курса (%) и наибольшая операция в базовой валюте (null — без ограничения)',
  tags: ['limits'],
  querystring: query({ city: idSchema }, ['city']),
  response: responses({ 200: CityLimitsSchema }, [400, 404]),
} as const;

const putSchema = {
  summary: 'Лимиты города: установить (супервайзеры и администраторы города; кассирам 403)',
  tags: ['limits'],
  params: idParams,
  body: body(
    {
      rate_tolerance_percent: percentageField,
      max_operation_amount: { ...fiatAmount, type: ['string', 'null'] },
      shift_difference_threshold: { ...countedAmount, description: 'Порог расхождений смены в базовой валюте (0 — любое расхождение ждёт подтверждения)' },
    },
    ['rate_tolerance_percent', 'max_operation_amount'],
  ),
  response: responses({ 200: CityLimitsSchema }, [400, 403, 404]),
} as const;

export default async function limitRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { city: number } }>('/city_limits/', { schema: getSchema }, async (request) =>
    getCityLimits(app.db, actorOf(request), request.query.city),
  );

  app.put<{ Params: { id: number }; Body: CityLimitsBody }>(
    '/city_limits/:id/',
    {
      // Who sets the day's rates sets the limits around them; a cashier is refused before the city is read.
      ...RATE_SETTERS_ONLY,
      schema: putSchema,
    },
    async (request) => setCityLimits(app.db, actorOf(request), request.params.id, request.body),
  );
}
