import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AcceptInternalTransferBody, AcceptTransferByCodeBody } from '../../../shared/contract/request/transfers';
import type { TransferKind } from '../../../shared/machines/transferLifecycle';
import { sendJsonPage } from '../../http/jsonPage';
import { fieldError } from '../../http/errors';
import { cashRegisterOf, type CashRegisterOf } from '../../http/cashMoves';
import { actorOf, pageOf } from '../../http/routeKit';
import { findTransferByCode, listCityTransfers, listRegisterTransfers } from './transferQueries';
import { acceptSchema, cancelSchema, cityListSchema, createSchema, deliverSchema, findSchema, listSchema, newCodeSchema, updateSchema } from './schemas';
import { issueNewCode } from './transferNewCode';
import { createTransfer, updateTransfer } from './transferService';
import { acceptTransfer, deliverTransfer } from './transferTransitions';
import { cancelTransfer } from './transferCancel';
import { SERVER_MESSAGES as M } from '../../http/messages';

/** The three transfer kinds share their calls; the path prefix names the kind. */
const KINDS: Array<{ kind: TransferKind; path: string }> = [
  { kind: 'INTERNAL', path: 'internal_transfer' },
  { kind: 'EXTERNAL', path: 'external_transfer' },
  { kind: 'CRYPTO', path: 'crypto_transfer' },
];

/**
 * Whose cash a transition moves (the closed-register check, http/cashMoves.ts): creating,
 * editing and cancelling move the sender's; accepting and delivering the receiver's.
 */
const sender = (kind: TransferKind) => cashRegisterOf.record(`SELECT from_cash_register_id AS r FROM transfers WHERE id = $1 AND kind = '${kind}'`);
const receiver = (kind: TransferKind) => cashRegisterOf.record(`SELECT to_cash_register_id AS r FROM transfers WHERE id = $1 AND kind = '${kind}'`);

/**
 * A client's transfer (external, crypto) is a client operation at both ends: the city's vault
 * neither sends nor pays one out (docs/VAULT.md). An internal transfer, register to register,
 * is how cash reaches and leaves the vault: not declared, so allowed.
 */
const forClients = (kind: TransferKind, registers: CashRegisterOf) => (kind === 'INTERNAL' ? {} : { clientOperation: registers });

export default async function transferRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  for (const { kind, path } of KINDS) {
    typed.post(
      `/${path}/create/`,
      {
        schema: createSchema(kind),
        config: { movesCash: cashRegisterOf.body('from_cash_register'), ...forClients(kind, cashRegisterOf.body('from_cash_register', 'to_cash_register')) },
      },
      async (request, reply) => reply.code(201).send(await createTransfer(app.db, actorOf(request), kind, request.body)),
    );

    typed.put(
      `/${path}/update/:id/`,
      {
        schema: updateSchema(kind),
        // An edit may name a new receiver: that one must not be a vault either.
        config: { movesCash: sender(kind), ...forClients(kind, cashRegisterOf.all(sender(kind), cashRegisterOf.body('to_cash_register'))) },
      },
      async (request) => updateTransfer(app.db, actorOf(request), kind, request.params.id, request.body),
    );

    typed.put(
      `/${path}/accept/:id/`,
      { schema: acceptSchema(kind), config: { movesCash: receiver(kind), ...forClients(kind, receiver(kind)) } },
      async (request) => {
        // The kind's own body: an internal transfer's `id`, or another kind's code and receiver.
        const body: AcceptInternalTransferBody & Partial<AcceptTransferByCodeBody> = request.body;
        // Internal transfers are accepted by id (docs/PRODUCT.md §4 and §7: body id); it must name the same transfer.
        if (body.id !== undefined && body.id !== request.params.id) {
          throw fieldError('id', M.idNotInPath);
        }
        return acceptTransfer(app.db, actorOf(request), kind, request.params.id, body);
      },
    );

    typed.put(
      `/${path}/cancel/:id/`,
      { schema: cancelSchema(kind), config: { movesCash: sender(kind), ...forClients(kind, sender(kind)) } },
      async (request) => cancelTransfer(app.db, actorOf(request), kind, request.params.id, request.body),
    );

    if (kind !== 'INTERNAL') {
      typed.put(`/${path}/deliver/:id/`, { schema: deliverSchema(kind), config: { movesCash: receiver(kind), clientOperation: receiver(kind) } }, async (request) =>
        deliverTransfer(app.db, actorOf(request), kind, request.params.id, { receiverClient: request.body?.receiver_client }),
      );
      typed.put(`/${path}/new_code/:id/`, { schema: newCodeSchema(kind) }, async (request) =>
        issueNewCode(app.db, actorOf(request), kind, request.params.id),
      );
    }

    typed.get(`/${path}/`, { schema: listSchema(kind) }, async (request, reply) => {
      const page = { ...pageOf(request, request.query), cash_register: request.query.cash_register };
      return sendJsonPage(reply, await listRegisterTransfers(app.db, actorOf(request), kind, page));
    });

    typed.get(`/city_${path}/`, { schema: cityListSchema(kind) }, async (request, reply) =>
      sendJsonPage(reply, await listCityTransfers(app.db, actorOf(request), kind, { ...pageOf(request, request.query), city: request.query.city })),
    );
  }

  typed.get(
    '/find_external_transfer/',
    { schema: findSchema },
    async (request) => findTransferByCode(app.db, actorOf(request), request.query),
  );
}
