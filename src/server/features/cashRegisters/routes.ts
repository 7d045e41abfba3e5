import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { pageParams } from '../../http/pagination';
import { CashRegisterSchema as cashRegisterSchema, Type } from '../../../shared/contract/schema';
import { AllCashRegistersQuery, CashRegisterListQuery } from '../../../shared/contract/request/places';
import { IdParams } from '../../../shared/contract/request/fields';
import { paginatedSchema, responses } from '../../http/schemas';
import { cityScope } from '../../http/scope';
import { currentUser } from '../../plugins/auth';
import { allCashRegisters, getCashRegister, listCashRegisters } from './cashRegisterService';

const tags = ['cash registers'];

const listSchema = {
  summary: 'Активные кассы пользователя, постранично',
  tags,
  querystring: CashRegisterListQuery,
  response: responses({ 200: paginatedSchema(cashRegisterSchema) }, [400, 404]),
} as const;

const allSchema = {
  summary: 'Все активные кассы пользователя одним списком (для выбора)',
  tags,
  querystring: AllCashRegistersQuery,
  response: responses({ 200: Type.Array(cashRegisterSchema) }, [400, 404]),
} as const;

const transferTargetsSchema = {
  summary: 'Кассы всей сети, куда можно отправить перевод (без пагинации)',
  description:
    'Перевод можно отправить в активную кассу любого города (docs/PRODUCT-DECISIONS.md, Transfers); деактивированные (is_active: false) в списке, чтобы называть кассы прошлых переводов. Другие данные чужих городов по-прежнему 404.',
  tags,
  response: responses({ 200: Type.Array(cashRegisterSchema) }),
} as const;

const detailSchema = {
  summary: 'Касса',
  tags,
  params: IdParams,
  response: responses({ 200: cashRegisterSchema }, [404]),
} as const;

export default async function cashRegisterRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get('/cash_register/', { schema: listSchema }, async (request) =>
    listCashRegisters(app.db, cityScope(currentUser(request)), request.query.city, request.url, pageParams(request.query)),
  );

  typed.get('/all_cash_registers/', { schema: allSchema }, async (request) =>
    allCashRegisters(app.db, cityScope(currentUser(request)), request.query.city),
  );

  // Every register of the network, names only: a transfer may go to any city's active register;
  // the deactivated ones (is_active false) still name the registers of past transfers.
  app.get('/transfer_cash_registers/', { schema: transferTargetsSchema }, async () => allCashRegisters(app.db, null, undefined, { withInactive: true }));

  typed.get('/cash_register/:id/', { schema: detailSchema }, async (request) =>
    getCashRegister(app.db, cityScope(currentUser(request)), request.params.id),
  );
}
