import type { FastifyInstance } from 'fastify';
import type { CreateTransferBody, UpdateTransferBody } from '../../../shared/contract/ledger';
import type { TransferKind } from '../../../shared/machines/transferLifecycle';
import { sendJsonPage } from '../../http/jsonPage';
import { fieldError } from '../../http/errors';
import { cashRegisterOf } from '../../http/cashMoves';
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

type IdParams = { Params: { id: number } };
type Page = { page?: number; size?: number };

/**
 * Whose cash a transition moves (the closed-register check, http/cashMoves.ts): creating,
 * editing and cancelling move the sender's; accepting and delivering the receiver's.
 */
const sender = (kind: TransferKind) => cashRegisterOf.record(`SELECT from_cash_register_id AS r FROM transfers WHERE id = $1 AND kind = '${kind}'`);
const receiver = (kind: TransferKind) => cashRegisterOf.record(`SELECT to_cash_register_id AS r FROM transfers WHERE id = $1 AND kind = '${kind}'`);

export default async function transferRoutes(app: FastifyInstance) {
  for (const { kind, path } of KINDS) {
    app.post<{ Body: CreateTransferBody }>(
      `/${path}/create/`,
      { schema: createSchema(kind), config: { movesCash: cashRegisterOf.body('from_cash_register') } },
      async (request, reply) => reply.code(201).send(await createTransfer(app.db, actorOf(request), kind, request.body)),
    );

    app.put<IdParams & { Body: UpdateTransferBody }>(
      `/${path}/update/:id/`,
      { schema: updateSchema(kind), config: { movesCash: sender(kind) } },
      async (request) => updateTransfer(app.db, actorOf(request), kind, request.params.id, request.body),
    );

    app.put<IdParams & { Body: { id?: number; transfer_code?: string } }>(
      `/${path}/accept/:id/`,
      { schema: acceptSchema(kind), config: { movesCash: receiver(kind) } },
      async (request) => {
        // Internal transfers are accepted by id (docs/PRODUCT.md §4 and §7: body id); it must name the same transfer.
        if (request.body.id !== undefined && request.body.id !== request.params.id) {
          throw fieldError('id', M.idNotInPath);
        }
        return acceptTransfer(app.db, actorOf(request), kind, request.params.id, request.body);
      },
    );

    app.put<IdParams & { Body: { reason: string } }>(
      `/${path}/cancel/:id/`,
      { schema: cancelSchema(kind), config: { movesCash: sender(kind) } },
      async (request) => cancelTransfer(app.db, actorOf(request), kind, request.params.id, request.body),
    );

    if (kind !== 'INTERNAL') {
      app.put<IdParams & { Body?: { receiver_client?: number | null } }>(`/${path}/deliver/:id/`, { schema: deliverSchema(kind), config: { movesCash: receiver(kind) } }, async (request) =>
        deliverTransfer(app.db, actorOf(request), kind, request.params.id, { receiverClient: request.body?.receiver_client }),
      );
      app.put<IdParams>(`/${path}/new_code/:id/`, { schema: newCodeSchema(kind) }, async (request) =>
        issueNewCode(app.db, actorOf(request), kind, request.params.id),
      );
    }

    app.get<{ Querystring: Page & { cash_register: number } }>(`/${path}/`, { schema: listSchema(kind) }, async (request, reply) => {
      const page = { ...pageOf(request, request.query), cash_register: request.query.cash_register };
      return sendJsonPage(reply, await listRegisterTransfers(app.db, actorOf(request), kind, page));
    });

    app.get<{ Querystring: Page & { city?: number } }>(`/city_${path}/`, { schema: cityListSchema(kind) }, async (request, reply) =>
      sendJsonPage(reply, await listCityTransfers(app.db, actorOf(request), kind, { ...pageOf(request, request.query), city: request.query.city })),
    );
  }

  app.get<{ Querystring: { cash_register: number; code: string } }>(
    '/find_external_transfer/',
    { schema: findSchema },
    async (request) => findTransferByCode(app.db, actorOf(request), request.query),
  );
}
