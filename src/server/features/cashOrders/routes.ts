import type { FastifyInstance } from 'fastify';
import type { TSchema, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams } from '../../../shared/contract/request/fields';
import {
  CashOrderExportQuery, CashOrderListQuery, CashOrderPrintQuery, CreateCashOrderBody, DispatchCashOrderBody, ReceiveCashOrderBody, SettleCashOrderBody,
} from '../../../shared/contract/request/cashOrders';
import { CashOrderSchema } from '../../../shared/contract/schema';
import { sendDocument } from '../../documents/attachment';
import { cashRegisterOf } from '../../http/cashMoves';
import { PERMITTED } from '../../http/permissionGuards';
import { RATE_SETTERS_ONLY } from '../../http/rateSettersOnly';
import { actorOf, checkDates, pageOf } from '../../http/routeKit';
import { paginatedSchema, responses } from '../../http/schemas';
import { accompanyingList, cashOrderListExport } from './cashOrderPrint';
import { getCashOrder, listCashOrders } from './cashOrderQueries';
import {
  approveCashOrder, cancelCashOrder, createCashOrder, dispatchCashOrder, receiveCashOrder, settleCashOrder,
} from './cashOrderService';

const TAGS = ['cash_orders'];

/**
 * Whose cash a step moves (the closed-register refusal, http/cashMoves.ts): dispatching moves
 * the sender's, receiving and settling the receiver's. Not client operations: the vault sends
 * and receives orders (docs/VAULT.md).
 */
const sender = cashRegisterOf.record('SELECT from_cash_register_id AS r FROM cash_orders WHERE id = $1');
const receiver = cashRegisterOf.record('SELECT to_cash_register_id AS r FROM cash_orders WHERE id = $1');

/** The options of a step that moves cash: its body, the order's answer, whose register it moves. */
function countedStep<Body extends TSchema>(summary: string, body: Body, moves: typeof sender, refusals: number[] = []) {
  return {
    schema: { summary, tags: TAGS, params: IdParams, body, response: responses({ 200: CashOrderSchema }, [400, ...refusals, 404, 409]) },
    config: { movesCash: moves },
  };
}

/** Cash orders (docs/CASH-ORDERS.md, docs/api/cash-orders.md). */
export default async function cashOrderRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const one = { 200: CashOrderSchema };

  typed.post(
    '/cash_orders/',
    {
      schema: {
        summary: 'Заявка на деньги: подкрепление, сдача излишков или перемещение; ниже суммы города подтверждается сразу',
        tags: TAGS,
        body: CreateCashOrderBody,
        response: responses({ 201: CashOrderSchema }, [400, 404]),
      },
    },
    async (request, reply) => reply.code(201).send(await createCashOrder(app.db, actorOf(request), request.body)),
  );

  typed.post(
    '/cash_orders/:id/approve/',
    {
      // Four eyes: a supervisor or an admin; a cashier is refused before the order is read, the requester by the service.
      ...RATE_SETTERS_ONLY,
      schema: { summary: 'Подтвердить заявку (супервайзер, не создавший её)', tags: TAGS, params: IdParams, response: responses(one, [403, 404, 409]) },
    },
    async (request) => approveCashOrder(app.db, actorOf(request), request.params.id),
  );

  typed.post(
    '/cash_orders/:id/cancel/',
    { schema: { summary: 'Отменить заявку до отправки', tags: TAGS, params: IdParams, response: responses(one, [404, 409]) } },
    async (request) => cancelCashOrder(app.db, actorOf(request), request.params.id),
  );

  typed.post(
    '/cash_orders/:id/dispatch/',
    countedStep('Отправить: пересчёт по номиналам (сумма = сумме заявки), пломба, между городами инкассатор; деньги уходят в путь', DispatchCashOrderBody, sender),
    async (request) => dispatchCashOrder(app.db, actorOf(request), request.params.id, request.body),
  );

  typed.post(
    '/cash_orders/:id/receive/',
    countedStep('Принять: слепой пересчёт по номиналам и целость пломбы; расхождение ждёт супервайзера', ReceiveCashOrderBody, receiver),
    async (request) => receiveCashOrder(app.db, actorOf(request), request.params.id, request.body),
  );

  typed.post(
    '/cash_orders/:id/settle/',
    {
      ...RATE_SETTERS_ONLY,
      ...countedStep('Закрыть расхождение с причиной (супервайзер, не принимавший заявку): излишек или недостача получателя', SettleCashOrderBody, receiver, [403]),
    },
    async (request) => settleCashOrder(app.db, actorOf(request), request.params.id, request.body),
  );

  typed.get(
    '/cash_orders/',
    {
      schema: {
        summary: 'Заявки на деньги городов пользователя (или города, кассы), новые сверху; фильтры по состоянию и дню заявки',
        tags: TAGS,
        querystring: CashOrderListQuery,
        response: responses({ 200: paginatedSchema(CashOrderSchema) }, [400, 404]),
      },
    },
    async (request) => listCashOrders(app.db, actorOf(request), { ...checkDates(request.query), ...pageOf(request, request.query) }),
  );

  typed.get(
    '/cash_orders/:id/',
    { schema: { summary: 'Заявка на деньги (получателю до приёма — без суммы и номиналов)', tags: TAGS, params: IdParams, response: responses(one, [404]) } },
    async (request) => getCashOrder(app.db, actorOf(request), request.params.id),
  );

  // Documents, as every printed report: isAllowToPrint or an admin (docs/print.md).
  const file = { 200: { type: 'string', description: 'Файл PDF или XLSX; имя — в Content-Disposition (filename*=UTF-8)' } };
  typed.get(
    '/print_cash_order/:id/',
    {
      ...PERMITTED('isAllowToPrint'),
      schema: {
        summary: 'Сопроводительная ведомость отправленной заявки: купюры, пломба, инкассатор, подписи (отправителю; право isAllowToPrint или администратор)',
        tags: TAGS,
        params: IdParams,
        querystring: CashOrderPrintQuery,
        response: responses(file, [400, 403, 404, 409]),
      },
    },
    async (request, reply) => sendDocument(reply, await accompanyingList(app.db, actorOf(request), request.params.id), request.query.format),
  );

  typed.get(
    '/print_cash_orders/',
    {
      ...PERMITTED('isAllowToPrint'),
      schema: {
        summary: 'Заявки на наличные по фильтрам списка, все строки (право isAllowToPrint или администратор)',
        tags: TAGS,
        querystring: CashOrderExportQuery,
        response: responses(file, [400, 403, 404]),
      },
    },
    async (request, reply) => {
      const { format, ...filter } = checkDates(request.query);
      return sendDocument(reply, await cashOrderListExport(app.db, actorOf(request), filter), format);
    },
  );
}
