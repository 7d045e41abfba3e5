import { SETTLEMENT_KIND_VALUES, SETTLEMENT_REFERENCE_MAX } from '../settlementRules';
import { Body, FiatAmount, Id, Query, StringEnum, Text, WireDay, periodFields, type Static } from './fields';

/** Settlements between cities (docs/SETTLEMENTS.md, docs/api/settlements.md). */

/** `GET /api/settlements/positions/` (and its XLSX): a period (the month so far by default), one city or the network. */
export const SettlementPositionsQuery = Query({ ...periodFields, city: Id });
export type SettlementPositionsQuery = Static<typeof SettlementPositionsQuery>;

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
