-- Issue 17: a cancelled transfer shows in its sender's day journal on the day it was cancelled
-- (the money came back that day; features/journal/journalSql.ts). As migration 009 does for
-- the receiver's accepted and delivered rows: the sender's cancels by their time, so that one
-- day's are found without reading every transfer the register ever sent.
CREATE INDEX transfers_from_cancelled_idx ON transfers (from_cash_register_id, cancelled_at) WHERE cancelled_at IS NOT NULL;
