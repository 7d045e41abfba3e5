import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CityLimitsBody, CityLimitsQuery, RegisterLimitsBody } from '../../../shared/contract/request/limits';
import { IdParams } from '../../../shared/contract/request/fields';
import { CityLimitsSchema, RegisterLimitsSchema } from '../../../shared/contract/schema';
import { RATE_SETTERS_ONLY } from '../../http/rateSettersOnly';
import { actorOf } from '../../http/routeKit';
import { responses } from '../../http/schemas';
import { getCityLimits, setCityLimits } from './cityLimitsService';
import { getRegisterLimits, setRegisterLimits } from './registerLimitsService';

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

const getRegisterSchema = {
  summary: 'Лимиты кассы по валютам: минимум, максимум, уровень пополнения, остаток и состояние (below_min, above_max, ok, unset)',
  tags: ['limits'],
  params: IdParams,
  response: responses({ 200: RegisterLimitsSchema }, [404]),
} as const;

const putRegisterSchema = {
  summary: 'Лимиты кассы: заменить весь набор (супервайзеры города и администраторы; кассирам 403); ошибки — в limits',
  tags: ['limits'],
  params: IdParams,
  body: RegisterLimitsBody,
  response: responses({ 200: RegisterLimitsSchema }, [400, 403, 404]),
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

  // Under the register, in the singular like the register's own page (/cash_register/{id}/).
  typed.get('/cash_register/:id/limits/', { schema: getRegisterSchema }, async (request) =>
    getRegisterLimits(app.db, actorOf(request), request.params.id),
  );

  typed.put(
    '/cash_register/:id/limits/',
    {
      // Who sets the city's limits sets its registers' (docs/VAULT.md): a cashier is refused first.
      ...RATE_SETTERS_ONLY,
      schema: putRegisterSchema,
    },
    async (request) => setRegisterLimits(app.db, actorOf(request), request.params.id, request.body),
  );
}
