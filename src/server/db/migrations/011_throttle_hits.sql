-- The sign-in and transfer-code throttles count here instead of in each API process's memory,
-- so that every process on one database spends one budget (docs/api/server.md). A row is one
-- counted attempt; rows older than the throttle's window are deleted as new ones come.
-- at_ms is the API process's clock in milliseconds: tests move that clock.
CREATE TABLE throttle_hits (
  id bigserial PRIMARY KEY,
  throttle text NOT NULL,
  key text NOT NULL,
  at_ms bigint NOT NULL
);
CREATE INDEX throttle_hits_key_idx ON throttle_hits (throttle, key, at_ms);
CREATE INDEX throttle_hits_age_idx ON throttle_hits (throttle, at_ms);
