-- The admin page's currencies (docs/admin.md "Currencies"):
-- 1. A currency can be switched off once nothing holds it (no balance in a register or with a
--    person, no transfer or correction waiting in it): offered nowhere, refused by every write
--    (ledger/referenceChecks.ts currencyField), its history kept. deactivated_at says since when: a
--    report of an earlier day still has its column (reports/reportScope.ts currencyList).
ALTER TABLE currencies
  ADD COLUMN is_active boolean NOT NULL DEFAULT true,
  ADD COLUMN deactivated_at timestamptz,
  ADD CONSTRAINT currencies_deactivated_at_check CHECK (is_active = (deactivated_at IS NULL)),
  -- The base currency is what every rate is quoted in: never switched off.
  ADD CONSTRAINT currencies_base_active_check CHECK (is_active OR NOT is_base);
-- 2. Decimals per currency within the amount columns' scale: a fiat currency 0–2 (a yen has
--    none), a crypto currency 0–8. Set when it is created, changed only while it has no history.
ALTER TABLE currencies DROP CONSTRAINT currencies_decimals_check;
ALTER TABLE currencies DROP CONSTRAINT currencies_check1;
ALTER TABLE currencies ADD CONSTRAINT currencies_decimals_check
  CHECK (decimals >= 0 AND decimals <= CASE WHEN is_crypto THEN 8 ELSE 2 END);
