import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CloseSettlementPeriodBody, CreateSettlementBody, SettlementPositionsPrintQuery, SettlementPositionsQuery,
} from '../../../shared/contract/request/settlements';
import { SettlementPeriodSchema, SettlementPositionsSchema, SettlementSchema } from '../../../shared/contract/schema';
import { ADMIN_ACTION } from '../../http/adminOnly';
import { PERMITTED } from '../../http/permissionGuards';
import { RATE_SETTERS_ONLY } from '../../http/rateSettersOnly';
import { actorOf, checkDates } from '../../http/routeKit';
import { responses } from '../../http/schemas';
import { getPositions } from './settlementQueries';
import { sendPositions } from './positionsDocument';
import { closeSettlementPeriod, createSettlement } from './settlementService';

const TAGS = ['settlements'];
const FILE = { 200: { type: 'string', description: 'Файл PDF или XLSX; имя — в Content-Disposition (filename*=UTF-8)' } };

/**
 * Settlements between cities (docs/SETTLEMENTS.md, docs/api/settlements.md): supervisors and
 * admins read positions and record settlements (a cashier is refused before anything is
 * read); only admins close a period. Not a cash move of any register of the caller's: a
 * vault order's steps are the cash orders' own routes.
 */
export default async function settlementRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get(
    '/settlements/positions/',
    {
      ...RATE_SETTERS_ONLY,
      schema: {
        summary: 'Взаиморасчёты: отправлено, выплачено, сальдо и позиция по парам городов и валютам за период (сеть или город)',
        tags: TAGS,
        querystring: SettlementPositionsQuery,
        response: responses({ 200: SettlementPositionsSchema }, [400, 403, 404]),
      },
    },
    async (request) => getPositions(app.db, actorOf(request), checkDates(request.query)),
  );

  // Printed like every report (docs/print.md): also needs the print permission (admins always).
  typed.get(
    '/print_settlements/',
    {
      onRequest: [RATE_SETTERS_ONLY.onRequest, PERMITTED('isAllowToPrint').onRequest],
      schema: {
        summary: 'Взаиморасчёты за период: PDF для печати или XLSX (супервайзер с правом isAllowToPrint или администратор)',
        tags: TAGS,
        querystring: SettlementPositionsPrintQuery,
        response: responses(FILE, [400, 403, 404]),
      },
    },
    async (request, reply) => {
      const { format, ...query } = checkDates(request.query);
      return sendPositions(reply, await getPositions(app.db, actorOf(request), query), format);
    },
  );

  typed.post(
    '/settlements/',
    {
      ...RATE_SETTERS_ONLY,
      schema: {
        summary: 'Записать расчёт между городами: банковский перевод с номером и датой или инкассацию между хранилищами',
        tags: TAGS,
        body: CreateSettlementBody,
        response: responses({ 201: SettlementSchema }, [400, 403, 404, 409]),
      },
    },
    async (request, reply) => reply.code(201).send(await createSettlement(app.db, actorOf(request), checkDates(request.body))),
  );

  typed.post(
    '/settlements/periods/close/',
    {
      ...ADMIN_ACTION,
      schema: {
        summary: 'Закрыть период взаиморасчётов (администратор): его цифры больше не меняются',
        tags: TAGS,
        body: CloseSettlementPeriodBody,
        response: responses({ 201: SettlementPeriodSchema }, [400, 403]),
      },
    },
    async (request, reply) => reply.code(201).send(await closeSettlementPeriod(app.db, actorOf(request), checkDates(request.body))),
  );
}
