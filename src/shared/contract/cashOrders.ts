/** Cash orders (docs/CASH-ORDERS.md): the words, the answer and the requests' types. */
export * from './cashOrderRules';
export type { CashOrder } from './schema/cashOrders';
export type {
  CashOrderListQuery, CreateCashOrderBody, DenominationLine, DispatchCashOrderBody, ReceiveCashOrderBody, SettleCashOrderBody,
} from './request/cashOrders';
