import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DetailSchema } from '../../shared/contract/schema';
import { runWithTransactionHook } from '../db/transactionHook';
import { requireOpenShifts } from '../ledger/registerLock';

/**
 * "While a register has no open shift, nothing moves its cash", declared once per
 * route (`config.movesCash`, http/cashMoves.ts) and enforced here for all of them, never in a
 * handler: the route's handler runs with a transaction hook that, first thing inside every
 * transaction the handler starts, locks the register and refuses with 409 when it has no open
 * shift — so the refusal writes nothing, and a close racing the write is ordered by the same
 * lock (ledger/registerLock.ts). A route that takes deals made during an outage declares
 * `config.offlineDeal` too: such a request is locked the same way and let through.
 * Registered before the Idempotency-Key plugin, so a
 * keyed write takes its key first and then the register.
 */
export default fp(async function closedRegister(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const registersOf = route.config?.movesCash;
    if (!registersOf) return;
    const offlineDeal = route.config?.offlineDeal;
    // The refusal is part of the route's declared answers (OpenAPI).
    const schema = (route.schema ??= {});
    const answers = (schema.response ??= {}) as Record<string, unknown>;
    answers[409] ??= { ...DetailSchema, description: 'Касса закрыта: нет открытой смены (или недопустимый переход состояния)' };
    const handler = route.handler;
    route.handler = async function gatedHandler(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const hook = {
        async inside<T>(tx: Parameters<typeof registersOf>[1], work: () => Promise<T>): Promise<T> {
          // A deal made during an outage is a fact: its register is locked (ordered against a
          // close as any cash move) but not refused; the service flags it (docs/OFFLINE.md).
          await requireOpenShifts(tx, request.user, await registersOf(request, tx), { refuse: !offlineDeal?.(request) });
          return work();
        },
      };
      return runWithTransactionHook(hook, () => handler.call(this, request, reply));
    };
  });
});
