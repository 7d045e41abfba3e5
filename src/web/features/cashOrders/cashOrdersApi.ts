import type { Paginated } from '../../../shared/contract';
import type { CashOrder, CashOrderListQuery } from '../../../shared/contract/cashOrders';
import { baseApi } from '../../api/baseApi';
import { invalidates } from '../../api/invalidations';
import type { CreateCashOrderBody } from '../../../shared/contract/cashOrders';
import type { CashOrderStep } from './cashOrderSteps';
import { provides } from '../../api/tags';

export type CashOrderListArgs = CashOrderListQuery & { page: number; size: number };

/**
 * Cash orders (docs/api/cash-orders.md): a city's list, one order, a new one and each step.
 * The steps' refusals (400 of a count, 403 four eyes, 409 overdraw or a second receiver) are
 * shown on the order's page in the server's words, not alerted.
 */
export const cashOrdersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cashOrders: build.query<Paginated<CashOrder>, CashOrderListArgs>({
      query: (params) => ({ url: 'cash_orders/', params }),
      ...provides('CashOrder'),
    }),
    cashOrder: build.query<CashOrder, { id: number }>({
      query: ({ id }) => ({ url: `cash_orders/${id}/` }),
      ...provides('CashOrder', (a) => a.id),
    }),
    createCashOrder: build.mutation<CashOrder, CreateCashOrderBody>({
      query: (body) => ({ url: 'cash_orders/', method: 'POST', body }),
      invalidatesTags: invalidates('cashOrderWrite'),
      extraOptions: { quiet: [400, 404] },
    }),
    cashOrderStep: build.mutation<CashOrder, { id: number; step: CashOrderStep; from: number; to: number; body?: unknown }>({
      query: ({ id, step, body }) => ({ url: `cash_orders/${id}/${step}/`, method: 'POST', ...(body === undefined ? {} : { body }) }),
      invalidatesTags: invalidates('cashOrderWrite'),
      extraOptions: { quiet: [400, 403, 404, 409] },
    }),
  }),
});

export const { useCashOrdersQuery, useCashOrderQuery, useCreateCashOrderMutation, useCashOrderStepMutation } = cashOrdersApi;
