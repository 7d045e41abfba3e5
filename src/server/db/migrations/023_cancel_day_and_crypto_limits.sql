-- Corrections and limits, finishing touches (docs/api/limits.md).
--
-- 1. A cancelled transfer shows in its sender's day journal on the day it was cancelled (the
--    money came back that day; features/journal/journalSql.ts). As migration 009 does for the
--    receiver's accepted and delivered rows: the sender's cancels by their time, so that one
--    day's are found without reading every transfer the register ever sent.
CREATE INDEX transfers_from_cancelled_idx ON transfers (from_cash_register_id, cancelled_at) WHERE cancelled_at IS NOT NULL;

-- 2. A crypto transaction is an exchange of crypto for fiat (docs/PRODUCT-DECISIONS.md): the city's largest
--    operation binds a cashier's as it binds a fiat exchange, and a supervisor's or admin's
--    above it is marked, as exchange_transactions.outside_limits (migration 015).
ALTER TABLE crypto_transactions ADD COLUMN outside_limits boolean NOT NULL DEFAULT false;
