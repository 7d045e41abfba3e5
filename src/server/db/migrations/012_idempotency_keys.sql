-- Idempotency-Key (docs/api/idempotency.md): the first answer to a writing call,
-- kept 24 hours per (user, key) so that a retried request is answered again instead of
-- written twice. A successful write's row is inserted inside the write's own transaction
-- (tx_answer: what the service returned), so a kill between the commit and the answer still
-- leaves the key claimed; the answer as sent (status, answer) follows once it is sent.
-- A refused request (4xx) is recorded after its answer: nothing was written for it.
CREATE TABLE idempotency_keys (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key text NOT NULL,
  request_hash text NOT NULL,
  tx_answer jsonb,
  status integer,
  answer text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_age_idx ON idempotency_keys (created_at);
