-- The day journal (features/journal) shows a received transfer on the day it was accepted
-- and, for external and crypto transfers, on the day it was delivered: a receiving register's
-- transfers by those times. transfers_to_idx orders them by created_at, which would make the
-- journal read every transfer the register ever received to find one day's.
CREATE INDEX transfers_to_accepted_idx ON transfers (to_cash_register_id, accepted_at) WHERE accepted_at IS NOT NULL;
CREATE INDEX transfers_to_delivered_idx ON transfers (to_cash_register_id, delivered_at) WHERE delivered_at IS NOT NULL;
