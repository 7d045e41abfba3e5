import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
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
import { createOutTransaction, listOutTransactions } from './outTransactionService';
import { allPersons, createPerson, getPerson, listPersons, setPersonActive } from './personService';

export default async function operationPersonRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.post('/operation_person/create/', { schema: createPersonSchema }, async (request, reply) =>
    reply.code(201).send(await createPerson(app.db, actorOf(request), request.body)),
  );

  typed.get('/operation_person/', { ...INACTIVE_PERSONS_PERMITTED, schema: listPersonsSchema }, async (request, reply) =>
    sendJsonPage(reply, await listPersons(app.db, actorOf(request), { ...request.query, ...pageOf(request, request.query) })),
  );

  typed.get('/operation_person/:id/', { schema: getPersonSchema }, async (request) =>
    getPerson(app.db, actorOf(request), request.params.id),
  );

  typed.get('/all_operation_person/', { ...INACTIVE_PERSONS_PERMITTED, schema: allPersonsSchema }, async (request) =>
    allPersons(app.db, actorOf(request), request.query),
  );

  typed.put(
    '/activation_operation_person/:id/',
    { schema: activationSchema },
    async (request) => setPersonActive(app.db, actorOf(request), request.params.id, request.body.is_active),
  );

  typed.get('/out_transaction/', { schema: listOutSchema }, async (request, reply) =>
    sendJsonPage(
      reply,
      await listOutTransactions(app.db, actorOf(request), { ...request.query, ...pageOf(request, request.query) }, { crypto: false }),
    ),
  );

  // An operation with a person moves the register's cash (the closed-register check) and is a
  // client operation, which the city's vault refuses (docs/VAULT.md).
  const movesCash = cashRegisterOf.body('cash_register');
  const config = { movesCash, clientOperation: movesCash };
  typed.post('/out_transaction/create/', { schema: createOutSchema, config }, async (request, reply) =>
    reply.code(201).send(await createOutTransaction(app.db, actorOf(request), request.body, { crypto: false })),
  );

  typed.get('/crypto_out_transaction/', { schema: listCryptoOutSchema }, async (request, reply) =>
    sendJsonPage(
      reply,
      await listOutTransactions(app.db, actorOf(request), { ...request.query, ...pageOf(request, request.query) }, { crypto: true }),
    ),
  );

  typed.post(
    '/crypto_out_transaction/create/',
    { schema: createCryptoOutSchema, config },
    async (request, reply) => {
      const { crypto_currency, ...rest } = request.body;
      const created = await createOutTransaction(app.db, actorOf(request), { ...rest, currency: crypto_currency }, { crypto: true });
      return reply.code(201).send(created);
    },
  );
}

