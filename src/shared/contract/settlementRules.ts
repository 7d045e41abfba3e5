/**
 * Settlements between cities (docs/SETTLEMENTS.md): the words both sides share. A bank
 * settlement carries a reference and a date; a vault order is a cash order (`move`) between
 * the two cities' vaults, counted once received.
 */
export const SETTLEMENT_KIND_VALUES = ['bank', 'cash_order'] as const;
export type SettlementKind = (typeof SETTLEMENT_KIND_VALUES)[number];

export const SETTLEMENT_KIND_LABEL: Record<SettlementKind, string> = {
  bank: 'Банковский перевод',
  cash_order: 'Инкассация между хранилищами',
};

/** The longest bank reference (payment order number, SWIFT reference). */
export const SETTLEMENT_REFERENCE_MAX = 100;
