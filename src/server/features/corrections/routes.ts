import type { FastifyInstance } from 'fastify';
import {
  CORRECTION_RECORD_KINDS,
  CORRECTION_STATUSES,
  type CreateCorrectionBody,
  type DecideCorrectionBody,
} from '../../../shared/contract/corrections';
import { CorrectionSchema } from '../../../shared/contract/schema';
import { cashRegisterOf } from '../../http/cashMoves';
import { RATE_SETTERS_ONLY } from '../../http/rateSettersOnly';
import { actorOf, pageOf } from '../../http/routeKit';
import { body, idParams, idSchema, pageQuery, paginatedSchema, query, requiredText, responses, text } from '../../http/schemas';
import { createCorrection, decideCorrection, listCorrections, type CorrectionFilter, type Decision } from './correctionService';

const TAGS = ['corrections'];

export default async function correctionRoutes(app: FastifyInstance) {
  app.post<{ Body: CreateCorrectionBody }>(
    '/correction/create/',
    {
      schema: {
        summary: 'Запрос на сторно записи (причина обязательна); ждёт подтверждения супервайзера или администратора',
        tags: TAGS,
        body: body(
          { record_kind: { type: 'string', enum: CORRECTION_RECORD_KINDS }, record_id: idSchema, reason: requiredText(1000) },
          ['record_kind', 'record_id', 'reason'],
        ),
        response: responses({ 201: CorrectionSchema }, [400, 403, 404, 409]),
      },
    },
    async (request, reply) => reply.code(201).send(await createCorrection(app.db, actorOf(request), request.body)),
  );

  app.get<{ Querystring: CorrectionFilter & { page?: number; size?: number } }>(
    '/correction/',
    {
      schema: {
        summary: 'Запросы на сторно в городах пользователя, новые сверху',
        tags: TAGS,
        querystring: query({ city: idSchema, cash_register: idSchema, status: { type: 'string', enum: CORRECTION_STATUSES }, ...pageQuery }),
        response: responses({ 200: paginatedSchema(CorrectionSchema) }, [400, 404]),
      },
    },
    async (request) => listCorrections(app.db, actorOf(request), { ...request.query, ...pageOf(request, request.query) }),
  );

  const decide = (decision: Decision, summary: string) =>
    app.put<{ Params: { id: number }; Body: DecideCorrectionBody }>(
      `/correction/${decision}/:id/`,
      {
        // As value settings: a cashier is refused before the correction or its city is read.
        ...RATE_SETTERS_ONLY,
        schema: {
          summary,
          tags: TAGS,
          params: idParams,
          body: body({ comment: text() }, []),
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
