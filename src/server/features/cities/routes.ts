import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { pageParams } from '../../http/pagination';
import { CitySchema } from '../../../shared/contract/schema';
import { CityListQuery } from '../../../shared/contract/request/places';
import { IdParams } from '../../../shared/contract/request/fields';
import { paginatedSchema, responses } from '../../http/schemas';
import { cityScope } from '../../http/scope';
import { currentUser } from '../../plugins/auth';
import { getCity, listCities } from './cityService';

const listSchema = {
  summary: 'Города пользователя (администратор видит все)',
  tags: ['cities'],
  querystring: CityListQuery,
  response: responses({ 200: paginatedSchema(CitySchema) }, [400, 404]),
} as const;

const detailSchema = {
  summary: 'Город',
  tags: ['cities'],
  params: IdParams,
  response: responses({ 200: CitySchema }, [404]),
} as const;

export default async function cityRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get('/city/', { schema: listSchema }, async (request) =>
    listCities(app.db, cityScope(currentUser(request)), request.url, pageParams(request.query)),
  );

  typed.get('/city/:id/', { schema: detailSchema }, async (request) =>
    getCity(app.db, cityScope(currentUser(request)), request.params.id),
  );
}
