import type { FastifyInstance } from 'fastify';
import type { CreateOperationPersonBody } from '../../../shared/contract/ledger';
import { sendJsonPage } from '../../http/jsonPage';
import { cashRegisterOf } from '../../http/cashMoves';
import { INACTIVE_PERSONS_PERMITTED } from '../../http/permissionGuards';
import { actorOf, pageOf } from '../../http/routeKit';
import {
  activationSchema,
  allPersonsSchema,
  createCryptoOutSchema,
  createOutSchema,
  createPersonSchema,
  getPersonSchema,
  listCryptoOutSchema,
  listOutSchema,
  listPersonsSchema,
} from './schemas';
import { createOutTransaction, listOutTransactions, type OutInput } from './outTransactionService';
import { allPersons, createPerson, getPerson, listPersons, setPersonActive, type PersonFilter } from './personService';

type Page = { page?: number; size?: number };
type OutQuery = Page & { cash_register?: number; operation_person?: number };

export default async function operationPersonRoutes(app: FastifyInstance) {
  app.post<{ Body: CreateOperationPersonBody }>('/operation_person/create/', { schema: createPersonSchema }, async (request, reply) =>
    reply.code(201).send(await createPerson(app.db, actorOf(request), request.body)),
  );

  app.get<{ Querystring: PersonFilter & Page }>('/operation_person/', { ...INACTIVE_PERSONS_PERMITTED, schema: listPersonsSchema }, async (request, reply) =>
    sendJsonPage(reply, await listPersons(app.db, actorOf(request), { ...request.query, ...pageOf(request, request.query) })),
  );

  app.get<{ Params: { id: number } }>('/operation_person/:id/', { schema: getPersonSchema }, async (request) =>
    getPerson(app.db, actorOf(request), request.params.id),
  );

  app.get<{ Querystring: PersonFilter }>('/all_operation_person/', { ...INACTIVE_PERSONS_PERMITTED, schema: allPersonsSchema }, async (request) =>
    allPersons(app.db, actorOf(request), request.query),
  );

  app.put<{ Params: { id: number }; Body: { is_active: boolean } }>(
    '/activation_operation_person/:id/',
    { schema: activationSchema },
    async (request) => setPersonActive(app.db, actorOf(request), request.params.id, request.body.is_active),
  );

  app.get<{ Querystring: OutQuery }>('/out_transaction/', { schema: listOutSchema }, async (request, reply) =>
    sendJsonPage(
      reply,
      await listOutTransactions(app.db, actorOf(request), { ...request.query, ...pageOf(request, request.query) }, { crypto: false }),
    ),
  );

  // An operation with a person moves the register's cash (the closed-register check).
  const movesCash = cashRegisterOf.body('cash_register');
  app.post<{ Body: OutInput }>('/out_transaction/create/', { schema: createOutSchema, config: { movesCash } }, async (request, reply) =>
    reply.code(201).send(await createOutTransaction(app.db, actorOf(request), request.body, { crypto: false })),
  );

  app.get<{ Querystring: OutQuery }>('/crypto_out_transaction/', { schema: listCryptoOutSchema }, async (request, reply) =>
    sendJsonPage(
      reply,
      await listOutTransactions(app.db, actorOf(request), { ...request.query, ...pageOf(request, request.query) }, { crypto: true }),
    ),
  );

  app.post<{ Body: Omit<OutInput, 'currency'> & { crypto_currency: number } }>(
    '/crypto_out_transaction/create/',
    { schema: createCryptoOutSchema, config: { movesCash } },
    async (request, reply) => {
      const { crypto_currency, ...rest } = request.body;
      const created = await createOutTransaction(app.db, actorOf(request), { ...rest, currency: crypto_currency }, { crypto: true });
      return reply.code(201).send(created);
    },
  );
}

