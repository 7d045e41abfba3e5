import type { FastifyInstance } from 'fastify';
import { SHIFT_APPROVAL_STATES, SHIFT_STATUSES, type ApproveShiftBody, type CloseShiftBody, type OpenShiftBody } from '../../../shared/contract/shifts';
import { CountSheetSchema, ShiftSchema } from '../../../shared/contract/schema';
import { RATE_SETTERS_ONLY } from '../../http/rateSettersOnly';
import { actorOf, pageOf } from '../../http/routeKit';
import { body, countedAmount, idParams, idSchema, pageQuery, paginatedSchema, query, responses, text } from '../../http/schemas';
import { countSheet, currentShift, listShifts, type ShiftFilter } from './shiftQueries';
import { approveShift, closeShift, openShift } from './shiftService';

const TAGS = ['shifts'];

/** `counted: [{currency, amount}]` — every fiat currency of the register, amounts ≥ 0 (shiftCount.ts checks the rest). */
const counted = {
  type: 'array',
  maxItems: 100,
  items: body({ currency: idSchema, amount: countedAmount }, ['currency', 'amount']),
} as const;

const registerQuery = query({ cash_register: idSchema }, ['cash_register']);

export default async function shiftRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ShiftFilter & { page?: number; size?: number } }>(
    '/shift/',
    {
      schema: {
        summary: 'Смены кассы (или города: city), новые сверху; фильтры status и approval',
        tags: TAGS,
        querystring: query({
          cash_register: idSchema, city: idSchema, status: { type: 'string', enum: SHIFT_STATUSES },
          approval: { type: 'string', enum: SHIFT_APPROVAL_STATES }, ...pageQuery,
        }),
        response: responses({ 200: paginatedSchema(ShiftSchema) }, [400, 404]),
      },
    },
    async (request) => listShifts(app.db, actorOf(request), { ...request.query, ...pageOf(request, request.query) }),
  );

  app.get<{ Querystring: { cash_register: number } }>(
    '/shift/current/',
    {
      schema: {
        summary: 'Открытая смена кассы; 404, если касса закрыта',
        tags: TAGS,
        querystring: registerQuery,
        response: responses({ 200: ShiftSchema }, [400, 404]),
      },
    },
    async (request) => currentShift(app.db, actorOf(request), request.query.cash_register),
  );

  app.get<{ Querystring: { cash_register: number } }>(
    '/shift/count_sheet/',
    {
      schema: {
        summary: 'Что пересчитать сейчас: валюты кассы с купюрами и суммой по учёту',
        tags: TAGS,
        querystring: registerQuery,
        response: responses({ 200: CountSheetSchema }, [400, 404]),
      },
    },
    async (request) => countSheet(app.db, actorOf(request), request.query.cash_register),
  );

  app.post<{ Body: OpenShiftBody }>(
    '/shift/open/',
    {
      schema: {
        summary: 'Открыть смену с пересчётом кассы; расхождение с учётом (передача смены) проводится сразу',
        tags: TAGS,
        body: body({ cash_register: idSchema, counted, comment: text() }, ['cash_register', 'counted']),
        response: responses({ 201: ShiftSchema }, [400, 404, 409]),
      },
    },
    async (request, reply) => reply.code(201).send(await openShift(app.db, actorOf(request), request.body)),
  );

  app.put<{ Params: { id: number }; Body: CloseShiftBody }>(
    '/shift/close/:id/',
    {
      schema: {
        summary: 'Закрыть смену с пересчётом; недостача или излишек проводится сразу и требует комментария',
        tags: TAGS,
        params: idParams,
        body: body({ counted, comment: text() }, ['counted']),
        response: responses({ 200: ShiftSchema }, [400, 404, 409]),
      },
    },
    async (request) => closeShift(app.db, actorOf(request), request.params.id, request.body),
  );

  app.put<{ Params: { id: number }; Body: ApproveShiftBody }>(
    '/shift/approve/:id/',
    {
      // As corrections: a cashier is refused before the shift or its city is read.
      ...RATE_SETTERS_ONLY,
      schema: {
        summary: 'Подтвердить объяснение расхождений смены (супервайзер или администратор города, не закрывавший её)',
        tags: TAGS,
        params: idParams,
        body: body({ comment: text() }, []),
        response: responses({ 200: ShiftSchema }, [400, 403, 404, 409]),
      },
    },
    async (request) => approveShift(app.db, actorOf(request), request.params.id, request.body ?? {}),
  );
}
