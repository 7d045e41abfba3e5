import type { FastifyInstance } from 'fastify';
import { pageParams } from '../../http/pagination';
import { CitySchema } from '../../../shared/contract/schema';
import { idParams, pageQueryProperties, paginatedSchema, responses } from '../../http/schemas';
import { cityScope } from '../../http/scope';
import { currentUser } from '../../plugins/auth';
import { getCity, listCities } from './cityService';

const listSchema = {
  summary: 'Города пользователя (администратор видит все)',
  tags: ['cities'],
  querystring: { type: 'object', properties: { ...pageQueryProperties } },
  response: responses({ 200: paginatedSchema(CitySchema) }, [400, 404]),
} as const;

const detailSchema = {
  summary: 'Город',
  tags: ['cities'],
  params: idParams,
  response: responses({ 200: CitySchema }, [404]),
} as const;

export default async function cityRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { page?: number; size?: number } }>('/city/', { schema: listSchema }, async (request) =>
    listCities(app.db, cityScope(currentUser(request)), request.url, pageParams(request.query)),
  );

  app.get<{ Params: { id: number } }>('/city/:id/', { schema: detailSchema }, async (request) =>
    getCity(app.db, cityScope(currentUser(request)), request.params.id),
  );
}
