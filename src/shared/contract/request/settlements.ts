import { SETTLEMENT_KIND_VALUES, SETTLEMENT_REFERENCE_MAX } from '../settlementRules';
import { Body, FiatAmount, Id, Query, StringEnum, Text, WireDay, periodFields, type Static } from './fields';

/** Settlements between cities (docs/SETTLEMENTS.md, docs/api/settlements.md). */

/** `GET /api/settlements/positions/`: a period (the month so far by default), one city or the network. */
export const SettlementPositionsQuery = Query({ ...periodFields, city: Id });
export type SettlementPositionsQuery = Static<typeof SettlementPositionsQuery>;

/** `GET /api/print_settlements/`: the same, printed (pdf) or downloaded (xlsx), as every printed report (docs/print.md). */
export const SettlementPositionsPrintQuery = Query({
  format: StringEnum(['pdf', 'xlsx'], { default: 'pdf', description: 'pdf — для печати (A4), xlsx — для скачивания' }),
  ...periodFields,
  city: Id,
});
export type SettlementPositionsPrintQuery = Static<typeof SettlementPositionsPrintQuery>;

/**
 * `POST /api/settlements/`: from_city (the debtor) pays to_city. A bank settlement needs its
 * reference and date; a vault order takes neither (it counts when received).
 */
export const CreateSettlementBody = Body(
  {
    kind: StringEnum(SETTLEMENT_KIND_VALUES),
    from_city: Id,
    to_city: Id,
    currency: Id,
    amount: FiatAmount,
    reference: Text(SETTLEMENT_REFERENCE_MAX),
    date: WireDay,
    comment: Text(500),
  },
  ['kind', 'from_city', 'to_city', 'currency', 'amount'],
);
export type CreateSettlementBody = Static<typeof CreateSettlementBody>;

/** `POST /api/settlements/periods/close/`: the last day of the period being closed. */
export const CloseSettlementPeriodBody = Body({ to_date: WireDay }, ['to_date']);
export type CloseSettlementPeriodBody = Static<typeof CloseSettlementPeriodBody>;
