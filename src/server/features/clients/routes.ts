import { CITIZENSHIP_ERROR, EARLY_BIRTH_DATE_ERROR, MIN_BIRTH_DATE, isCountryCode } from '../../../shared/countries';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ClientBody } from '../../../shared/contract/request/clients';
import { isWireDate } from '../../../shared/dates';
import { fieldErrors } from '../../http/errors';
import { checkPeriod } from '../../http/period';
import { actorOf, pageOf } from '../../http/routeKit';
import { WIRE_DATE_ERROR } from '../../../shared/contract/request/fields';
import { createClient, getClient, listClients, updateClient } from './clientService';
import { listClientOperations } from './clientOperationQueries';
import { createSchema, getSchema, listSchema, operationsSchema, updateSchema } from './schemas';

/** The register of clients (docs/api/clients.md): every signed-in user; clients are the network's. */
export default async function clientRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/client/', { schema: listSchema }, async (request) =>
    listClients(app.db, actorOf(request), { ...request.query, url: request.url }),
  );
  app.get('/client/:id/', { schema: getSchema }, async (request) =>
    getClient(app.db, actorOf(request), request.params.id),
  );
  app.get('/client/:id/operations/', { schema: operationsSchema }, async (request) => {
    const query = checkPeriod(request.query);
    return listClientOperations(app.db, actorOf(request), request.params.id, { ...query, ...pageOf(request, query) });
  });
  app.post('/client/create/', { schema: createSchema }, async (request, reply) => {
    reply.code(201);
    return createClient(app.db, actorOf(request), checkClientDates(request.body));
  });
  app.put('/client/update/:id/', { schema: updateSchema }, async (request) =>
    updateClient(app.db, actorOf(request), request.params.id, checkClientDates(request.body)),
  );
}

/**
 * Real calendar days (the schema checks the shape only): 2026-02-30 is a 400, never a 500;
 * a birth date from 1900 on; a citizenship that is a country's code (the shared list the
 * client form checks too), not any two letters.
 */
function checkClientDates(input: ClientBody): ClientBody {
  const errors: Record<string, string[]> = {};
  if (!isWireDate(input.birth_date)) errors.birth_date = [WIRE_DATE_ERROR];
  else if (input.birth_date < MIN_BIRTH_DATE) errors.birth_date = [EARLY_BIRTH_DATE_ERROR];
  if (!isCountryCode(input.citizenship)) errors.citizenship = [CITIZENSHIP_ERROR];
  if (input.document_issued_at && !isWireDate(input.document_issued_at)) errors.document_issued_at = [WIRE_DATE_ERROR];
  if (Object.keys(errors).length) throw fieldErrors(errors);
  return input;
}
