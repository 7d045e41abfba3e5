import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams } from '../../../shared/contract/request/fields';
import { CorrectionListQuery, CreateCorrectionBody, DecideCorrectionBody } from '../../../shared/contract/request/corrections';
import { CorrectionSchema } from '../../../shared/contract/schema';
import { cashRegisterOf } from '../../http/cashMoves';
import { RATE_SETTERS_ONLY } from '../../http/rateSettersOnly';
import { actorOf, pageOf } from '../../http/routeKit';
import { paginatedSchema, responses } from '../../http/schemas';
import { createCorrection, decideCorrection, listCorrections, type Decision } from './correctionService';

const TAGS = ['corrections'];

export default async function correctionRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.post(
    '/correction/create/',
    {
      schema: {
        summary: 'Запрос на сторно записи (причина обязательна); ждёт подтверждения супервайзера или администратора',
        tags: TAGS,
        body: CreateCorrectionBody,
        response: responses({ 201: CorrectionSchema }, [400, 403, 404, 409]),
      },
    },
    async (request, reply) => reply.code(201).send(await createCorrection(app.db, actorOf(request), request.body)),
  );

  typed.get(
    '/correction/',
    {
      schema: {
        summary: 'Запросы на сторно в городах пользователя, новые сверху',
        tags: TAGS,
        querystring: CorrectionListQuery,
        response: responses({ 200: paginatedSchema(CorrectionSchema) }, [400, 404]),
      },
    },
    async (request) => listCorrections(app.db, actorOf(request), { ...request.query, ...pageOf(request, request.query) }),
  );

  const decide = (decision: Decision, summary: string) =>
    typed.put(
      `/correction/${decision}/:id/`,
      {
        // As value settings: a cashier is refused before the correction or its city is read.
        ...RATE_SETTERS_ONLY,
        schema: {
          summary,
          tags: TAGS,
          params: IdParams,
          body: DecideCorrectionBody,
          response: responses({ 200: CorrectionSchema }, [400, 403, 404, 409]),
        },
        // An approval writes the reversing record into the register's cash; a rejection moves nothing.
        config: decision === 'approve' ? { movesCash: cashRegisterOf.record('SELECT cash_register_id AS r FROM corrections WHERE id = $1') } : {},
      },
      async (request) =>
        decideCorrection(app.db, actorOf(request), request.params.id, decision, request.body?.comment ?? ''),
    );
  decide('approve', 'Подтвердить сторно: пишет сторнирующую запись (супервайзер или администратор города, не тот, кто просил)');
  decide('reject', 'Отклонить запрос на сторно (супервайзер или администратор города, не тот, кто просил)');
}
