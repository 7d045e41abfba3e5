-- The city's vault and limits per till (docs/VAULT.md).
--
-- 1. A register is a till (serves clients) or the city's vault (holds the reserve and serves
--    no client). The kind is chosen when the register is created and never changes: the
--    register's history would otherwise mix two meanings. One vault per city at most, kept
--    by the index so that two admins creating one at once cannot both succeed.
ALTER TABLE cash_registers ADD COLUMN kind text NOT NULL DEFAULT 'till' CHECK (kind IN ('till', 'vault'));
CREATE UNIQUE INDEX cash_registers_one_vault_per_city ON cash_registers (city_id) WHERE kind = 'vault';

-- 2. Limits per register and currency: the least and most cash it should hold and the level
--    a refill brings it to. NULL: no such limit. One row per register and currency; a PUT
--    replaces the register's rows.
CREATE TABLE register_limits (
  cash_register_id integer NOT NULL REFERENCES cash_registers(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  min_amount numeric CHECK (min_amount >= 0),
  max_amount numeric CHECK (max_amount >= 0),
  refill_to numeric CHECK (refill_to >= 0),
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (cash_register_id, currency_id),
  CHECK (min_amount <= max_amount AND min_amount <= refill_to AND refill_to <= max_amount)
);
