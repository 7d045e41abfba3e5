import type { Static } from 'typebox';
import type {
  SettlementPeriodSchema, SettlementPositionSchema, SettlementPositionsSchema, SettlementSchema,
} from './schema/settlements';

/** Settlements between cities (docs/SETTLEMENTS.md): the words, the answers and the requests' types. */
export * from './settlementRules';
export type SettlementPosition = Static<typeof SettlementPositionSchema>;
export type SettlementPeriod = Static<typeof SettlementPeriodSchema>;
export type SettlementPositions = Static<typeof SettlementPositionsSchema>;
export type Settlement = Static<typeof SettlementSchema>;
export type {
  CloseSettlementPeriodBody, CreateSettlementBody, SettlementPositionsPrintQuery, SettlementPositionsQuery,
} from './request/settlements';
