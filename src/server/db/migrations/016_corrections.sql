-- Corrections (storno; docs/PRODUCT-DECISIONS.md "Shifts, corrections and limits"). A record is never
-- edited or deleted: an approved correction writes a reversing record into the original's own
-- table ("red storno": the same record with its amounts negated, so every sum, daily total,
-- earning and count that reads the table stays right without knowing about corrections),
-- dated at approval. reverses_id / reversed_by_id link the two both ways; the original is
-- otherwise never changed.
ALTER TABLE exchange_transactions
  ADD COLUMN reverses_id bigint UNIQUE REFERENCES exchange_transactions(id),
  ADD COLUMN reversed_by_id bigint UNIQUE REFERENCES exchange_transactions(id);
ALTER TABLE crypto_transactions
  ADD COLUMN reverses_id bigint UNIQUE REFERENCES crypto_transactions(id),
  ADD COLUMN reversed_by_id bigint UNIQUE REFERENCES crypto_transactions(id);
ALTER TABLE out_transactions
  ADD COLUMN reverses_id bigint UNIQUE REFERENCES out_transactions(id),
  ADD COLUMN reversed_by_id bigint UNIQUE REFERENCES out_transactions(id);
ALTER TABLE income_outcome
  ADD COLUMN reverses_id bigint UNIQUE REFERENCES income_outcome(id),
  ADD COLUMN reversed_by_id bigint UNIQUE REFERENCES income_outcome(id);

-- Amounts are positive, except in a reversing record, where they are the original's negated.
ALTER TABLE exchange_transactions
  DROP CONSTRAINT exchange_transactions_amount_check,
  DROP CONSTRAINT exchange_transactions_total_check,
  ADD CONSTRAINT exchange_transactions_amount_sign CHECK ((amount > 0) = (reverses_id IS NULL)),
  ADD CONSTRAINT exchange_transactions_total_sign CHECK ((total > 0) = (reverses_id IS NULL));
ALTER TABLE crypto_transactions
  DROP CONSTRAINT crypto_transactions_amount_check,
  DROP CONSTRAINT crypto_transactions_total_check,
  DROP CONSTRAINT crypto_transactions_fee_check,
  ADD CONSTRAINT crypto_transactions_amount_sign CHECK ((amount > 0) = (reverses_id IS NULL)),
  ADD CONSTRAINT crypto_transactions_total_sign CHECK ((total > 0) = (reverses_id IS NULL)),
  ADD CONSTRAINT crypto_transactions_fee_sign CHECK (CASE WHEN reverses_id IS NULL THEN fee >= 0 ELSE fee <= 0 END);
ALTER TABLE out_transactions
  DROP CONSTRAINT out_transactions_amount_check,
  ADD CONSTRAINT out_transactions_amount_sign CHECK ((amount > 0) = (reverses_id IS NULL));
ALTER TABLE income_outcome
  DROP CONSTRAINT income_outcome_amount_check,
  ADD CONSTRAINT income_outcome_amount_sign CHECK ((amount > 0) = (reverses_id IS NULL));

-- A request to reverse one record, and its decision (four eyes: decided_by <> requested_by).
-- record_kind names the table (OUT_TRANSACTION and CRYPTO_OUT_TRANSACTION share
-- out_transactions, told apart by is_crypto); reversal_id is the reversing record once approved.
CREATE TABLE corrections (
  id serial PRIMARY KEY,
  record_kind text NOT NULL CHECK (record_kind IN
    ('TRANSACTION', 'CRYPTO_TRANSACTION', 'OUT_TRANSACTION', 'CRYPTO_OUT_TRANSACTION', 'INCOME_OUTCOME')),
  record_id bigint NOT NULL,
  cash_register_id integer NOT NULL REFERENCES cash_registers(id),
  reason text NOT NULL CHECK (reason <> ''),
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approved', 'Rejected')),
  requested_by integer REFERENCES users(id) ON DELETE SET NULL,
  requested_at timestamptz NOT NULL,
  decided_by integer REFERENCES users(id) ON DELETE SET NULL,
  decided_at timestamptz,
  decision_comment text NOT NULL DEFAULT '',
  reversal_id bigint,
  CHECK ((status = 'Pending') = (decided_at IS NULL)),
  CHECK ((status = 'Approved') = (reversal_id IS NOT NULL))
);
-- A record is reversed at most once: one live (Pending or Approved) correction per record;
-- two simultaneous requests meet here and the second is a 409.
CREATE UNIQUE INDEX corrections_live_idx ON corrections (record_kind, record_id) WHERE status <> 'Rejected';
CREATE INDEX corrections_register_idx ON corrections (cash_register_id, status, id);
