import { CASH_ORDER_KIND_VALUES, CASH_ORDER_STATE_VALUES, MAX_DENOMINATION_LINES } from '../cashOrderRules';
import {
  Body, Denomination, FiatAmount, Id, Query, RequiredText, StringEnum, Text, Type, WireInstant, pageFields, periodFields,
  type Static,
} from './fields';

/** Cash orders (docs/CASH-ORDERS.md, docs/api/cash-orders.md). */

/** `POST /api/cash_orders/`. */
export const CreateCashOrderBody = Body(
  {
    kind: StringEnum(CASH_ORDER_KIND_VALUES),
    from_cash_register: Id,
    to_cash_register: Id,
    currency: Id,
    amount: FiatAmount,
    /** When the cash should arrive; past it a dispatched order reads as overdue. */
    expected_at: WireInstant,
    comment: Text(500),
  },
  ['kind', 'from_cash_register', 'to_cash_register', 'currency', 'amount'],
);
export type CreateCashOrderBody = Static<typeof CreateCashOrderBody>;

/** One line of a count by denomination: a banknote's value and how many of it. */
export const DenominationLine = Body(
  { value: Denomination, count: Type.Integer({ minimum: 1, maximum: 1_000_000 }) },
  ['value', 'count'],
);
export type DenominationLine = Static<typeof DenominationLine>;

/** `POST /api/cash_orders/{id}/dispatch/`: what leaves, counted; the seal; between cities, the courier. */
export const DispatchCashOrderBody = Body(
  {
    denominations: Type.Array(DenominationLine, { minItems: 1, maxItems: MAX_DENOMINATION_LINES }),
    seal: RequiredText(50),
    courier: Text(150),
  },
  ['denominations', 'seal'],
);
export type DispatchCashOrderBody = Static<typeof DispatchCashOrderBody>;

/** `POST /api/cash_orders/{id}/receive/`: what arrived, counted blind; whether the seal was whole. */
export const ReceiveCashOrderBody = Body(
  {
    denominations: Type.Array(DenominationLine, { maxItems: MAX_DENOMINATION_LINES }),
    seal_intact: Type.Boolean(),
  },
  ['denominations', 'seal_intact'],
);
export type ReceiveCashOrderBody = Static<typeof ReceiveCashOrderBody>;

/** `POST /api/cash_orders/{id}/settle/`: why the difference is accepted. */
export const SettleCashOrderBody = Body({ reason: RequiredText(500) }, ['reason']);
export type SettleCashOrderBody = Static<typeof SettleCashOrderBody>;

/** `GET /api/cash_orders/`: the caller's cities' orders (or one city's, one register's), newest first. */
export const CashOrderListQuery = Query({
  city: Id,
  state: StringEnum(CASH_ORDER_STATE_VALUES),
  kind: StringEnum(CASH_ORDER_KIND_VALUES),
  cash_register: Id,
  ...periodFields,
  ...pageFields,
});
export type CashOrderListQuery = Static<typeof CashOrderListQuery>;

const format = StringEnum(['pdf', 'xlsx'], { default: 'pdf', description: 'pdf — для печати (A4), xlsx — для скачивания' });

/** `GET /api/print_cash_order/{id}/`: the «Сопроводительная ведомость» of a dispatched order. */
export const CashOrderPrintQuery = Query({ format });
export type CashOrderPrintQuery = Static<typeof CashOrderPrintQuery>;

/** `GET /api/print_cash_orders/`: the list with the screen's filters, every row (XLSX to download, PDF to print). */
export const CashOrderExportQuery = Query({
  format,
  city: Id,
  state: StringEnum(CASH_ORDER_STATE_VALUES),
  kind: StringEnum(CASH_ORDER_KIND_VALUES),
  cash_register: Id,
  ...periodFields,
});
export type CashOrderExportQuery = Static<typeof CashOrderExportQuery>;
