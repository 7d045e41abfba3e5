import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DetailSchema } from '../../shared/contract/schema';
import { conflict } from '../http/errors';
import { SERVER_MESSAGES as M } from '../http/messages';
import { canSeeCity } from '../http/scope';
import { registerKindOf } from '../ledger/referenceChecks';

/**
 * "The vault serves no client" (docs/VAULT.md), declared once per route
 * (`config.clientOperation`, http/cashMoves.ts) and enforced here for all of them, never in a
 * handler: before the handler runs, a request whose register is the city's vault is refused
 * with 409 and nothing is written. The kind of a register never changes, so reading it before
 * the handler's transaction cannot race a change.
 *
 * A request that names only registers the caller may not see (or none that exist) is left to
 * the route's service, which answers 404 or 400 as always: a 409 there would put the vault rule
 * before the caller's right to the register. Once the request names a register of the caller's
 * cities, any vault it names is refused, whichever city it is in: a client's transfer goes to
 * any register of the network (the list of them, with their kinds, is every user's), so a
 * Moscow till's transfer to Kazan's vault is refused as one to Moscow's.
 * vaultRefusal.api.test.ts walks the route table so that no client-operation route goes
 * undeclared.
 */
export default fp(async function vaultRefusal(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const registersOf = route.config?.clientOperation;
    if (!registersOf) return;
    const schema = (route.schema ??= {});
    const answers = (schema.response ??= {}) as Record<string, unknown>;
    answers[409] ??= { ...DetailSchema, description: 'Хранилище не проводит клиентские операции (или касса закрыта, недопустимый переход)' };
    const refuseOnVault = async (request: FastifyRequest): Promise<void> => {
      const ids = [...new Set(await registersOf(request, app.db))];
      if (!ids.length || !request.user) return;
      const rows = [];
      for (const id of ids) {
        const register = await registerKindOf(app.db, id);
        if (register) rows.push(register);
      }
      const callersOwn = rows.some((r) => canSeeCity(request.user!, r.city_id));
      if (callersOwn && rows.some((r) => r.kind === 'vault')) throw conflict(M.vaultRefusesClientOperations);
    };
    route.preHandler = [...[route.preHandler ?? []].flat(), refuseOnVault];
  });
});
