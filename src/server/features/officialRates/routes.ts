import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { OfficialRatesQuery } from '../../../shared/contract/request/officialRates';
import { OfficialRatesSchema } from '../../../shared/contract/schema';
import { checkDates } from '../../http/routeKit';
import { responses } from '../../http/schemas';
import { today } from '../../ledger/time';
import { officialRatesOf } from './officialRatesStore';

const officialRatesSchema = {
  summary: 'Официальные курсы ЦБ РФ за день (по умолчанию сегодня): справка для доски курсов и отчётов',
  description: 'docs/OFFICIAL-RATES.md. Нет данных за день — пустой список и fetched_at: null.',
  tags: ['currencies'],
  querystring: OfficialRatesQuery,
  response: responses({ 200: OfficialRatesSchema }, [400]),
} as const;

/** GET /api/official_rates/: any signed-in user (a reference, like the currencies). */
export default async function officialRatesRoutes(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/official_rates/', { schema: officialRatesSchema }, async (request) =>
    officialRatesOf(app.db, checkDates(request.query).date ?? today()),
  );
}
