import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams } from '../../../shared/contract/request/fields';
import {
  ApproveShiftBody, CloseShiftBody, OpenShiftBody, ShiftListQuery, ShiftRegisterQuery, WitnessShiftBody,
} from '../../../shared/contract/request/shifts';
import { CountSheetSchema, ShiftSchema } from '../../../shared/contract/schema';
import { RATE_SETTERS_ONLY } from '../../http/rateSettersOnly';
import { actorOf, pageOf } from '../../http/routeKit';
import { paginatedSchema, responses } from '../../http/schemas';
import { countSheet, currentShift, listShifts } from './shiftQueries';
import { approveShift, closeShift, openShift } from './shiftService';
import { witnessShift } from './shiftWitness';

const TAGS = ['shifts'];

export default async function shiftRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get(
    '/shift/',
    {
      schema: {
        summary: 'Смены кассы (или города: city), новые сверху; фильтры status и approval',
        tags: TAGS,
        querystring: ShiftListQuery,
        response: responses({ 200: paginatedSchema(ShiftSchema) }, [400, 404]),
      },
    },
    async (request) => listShifts(app.db, actorOf(request), { ...request.query, ...pageOf(request, request.query) }),
  );

  typed.get(
    '/shift/current/',
    {
      schema: {
        summary: 'Открытая смена кассы; 404, если касса закрыта',
        tags: TAGS,
        querystring: ShiftRegisterQuery,
        response: responses({ 200: ShiftSchema }, [400, 404]),
      },
    },
    async (request) => currentShift(app.db, actorOf(request), request.query.cash_register),
  );

  typed.get(
    '/shift/count_sheet/',
    {
      schema: {
        summary: 'Что пересчитать сейчас: валюты кассы с купюрами и суммой по учёту',
        tags: TAGS,
        querystring: ShiftRegisterQuery,
        response: responses({ 200: CountSheetSchema }, [400, 404]),
      },
    },
    async (request) => countSheet(app.db, actorOf(request), request.query.cash_register),
  );

  typed.post(
    '/shift/open/',
    {
      schema: {
        summary: 'Открыть смену с пересчётом кассы; расхождение с учётом (передача смены) проводится сразу',
        tags: TAGS,
        body: OpenShiftBody,
        response: responses({ 201: ShiftSchema }, [400, 404, 409]),
      },
    },
    async (request, reply) => reply.code(201).send(await openShift(app.db, actorOf(request), request.body)),
  );

  typed.put(
    '/shift/close/:id/',
    {
      schema: {
        summary: 'Закрыть смену с пересчётом; недостача или излишек проводится сразу и требует комментария',
        tags: TAGS,
        params: IdParams,
        body: CloseShiftBody,
        response: responses({ 200: ShiftSchema }, [400, 404, 409]),
      },
    },
    async (request) => closeShift(app.db, actorOf(request), request.params.id, request.body),
  );

  typed.put(
    '/shift/witness/:id/',
    {
      schema: {
        summary: 'Подтвердить пересчёт хранилища как свидетель (любой сотрудник города, кроме считавшего)',
        tags: TAGS,
        params: IdParams,
        body: WitnessShiftBody,
        response: responses({ 200: ShiftSchema }, [400, 403, 404, 409]),
      },
    },
    async (request) => witnessShift(app.db, actorOf(request), request.params.id, request.body),
  );

  typed.put(
    '/shift/approve/:id/',
    {
      // As corrections: a cashier is refused before the shift or its city is read.
      ...RATE_SETTERS_ONLY,
      schema: {
        summary: 'Подтвердить объяснение расхождений смены (супервайзер или администратор города, не закрывавший её)',
        tags: TAGS,
        params: IdParams,
        body: ApproveShiftBody,
        response: responses({ 200: ShiftSchema }, [400, 403, 404, 409]),
      },
    },
    async (request) => approveShift(app.db, actorOf(request), request.params.id, request.body ?? {}),
  );
}
