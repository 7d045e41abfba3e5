-- The records staff create. Each one is written together with its ledger entries.

-- Обмен: BUY = the register takes `amount` of `currency` and pays `total` in the base
-- currency; SELL the reverse. average_cost/earning are the weighted-average-cost snapshot at
-- that moment (docs/EARNINGS.md), so reports are sums, never a replay.
CREATE TABLE exchange_transactions (
  id bigserial PRIMARY KEY,
  cash_register_id integer NOT NULL REFERENCES cash_registers(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  base_currency_id integer NOT NULL REFERENCES currencies(id),
  operation_type text NOT NULL CHECK (operation_type IN ('BUY', 'SELL')),
  amount numeric(20,2) NOT NULL CHECK (amount > 0),
  rate numeric(20,6) NOT NULL CHECK (rate > 0),
  is_dilapidated boolean NOT NULL DEFAULT false,
  dilapidation_percentage numeric(5,2) NOT NULL DEFAULT 0,
  effective_rate numeric(20,6) NOT NULL CHECK (effective_rate > 0),
  total numeric(20,2) NOT NULL CHECK (total > 0),
  average_cost numeric(30,12),
  earning numeric(20,2) NOT NULL DEFAULT 0,
  comment text NOT NULL DEFAULT '',
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX exchange_register_idx ON exchange_transactions (cash_register_id, created_at);
-- The average cost at a moment: the last transaction of a (register, currency) before it.
CREATE INDEX exchange_register_currency_idx ON exchange_transactions (cash_register_id, currency_id, created_at);

-- Crypto: BUY (Выдача) = the register takes crypto and pays fiat; SELL (Приём) the reverse.
-- The fee is charged in the fiat currency on top (SELL) or withheld (BUY).
CREATE TABLE crypto_transactions (
  id bigserial PRIMARY KEY,
  cash_register_id integer NOT NULL REFERENCES cash_registers(id),
  crypto_currency_id integer NOT NULL REFERENCES currencies(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  operation_type text NOT NULL CHECK (operation_type IN ('BUY', 'SELL')),
  amount numeric(28,8) NOT NULL CHECK (amount > 0),
  rate numeric(20,6) NOT NULL CHECK (rate > 0),
  total numeric(20,2) NOT NULL CHECK (total > 0),
  fee numeric(20,2) NOT NULL DEFAULT 0 CHECK (fee >= 0),
  comment text NOT NULL DEFAULT '',
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX crypto_tx_register_idx ON crypto_transactions (cash_register_id, created_at);

-- Operations with operation persons, fiat (out_transaction) and crypto (crypto_out_transaction).
CREATE TABLE out_transactions (
  id bigserial PRIMARY KEY,
  cash_register_id integer NOT NULL REFERENCES cash_registers(id),
  operation_person_id integer NOT NULL REFERENCES operation_persons(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  is_crypto boolean NOT NULL,
  operation_type text NOT NULL CHECK (operation_type IN ('REPLENISHMENT', 'HANDED_OVER')),
  amount numeric(28,8) NOT NULL CHECK (amount > 0),
  comment text NOT NULL DEFAULT '',
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX out_tx_register_idx ON out_transactions (cash_register_id, is_crypto, created_at);
CREATE INDEX out_tx_person_idx ON out_transactions (operation_person_id, created_at);

-- Доходы / Расходы of a register itself (rent, salaries...).
CREATE TABLE income_outcome (
  id bigserial PRIMARY KEY,
  cash_register_id integer NOT NULL REFERENCES cash_registers(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  direction text NOT NULL CHECK (direction IN ('Income', 'Outcome')),
  amount numeric(20,2) NOT NULL CHECK (amount > 0),
  comment text NOT NULL DEFAULT '',
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX income_outcome_register_idx ON income_outcome (cash_register_id, created_at);

-- Internal, external and crypto transfers share one lifecycle (src/shared/machines) and
-- one table. External and crypto transfers carry a client's money and a transfer_code.
CREATE TABLE transfers (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('INTERNAL', 'EXTERNAL', 'CRYPTO')),
  from_cash_register_id integer NOT NULL REFERENCES cash_registers(id),
  to_cash_register_id integer NOT NULL REFERENCES cash_registers(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  amount numeric(28,8) NOT NULL CHECK (amount > 0),
  fee numeric(28,8) NOT NULL DEFAULT 0 CHECK (fee >= 0),
  transfer_code text,
  sender_name text NOT NULL DEFAULT '',
  receiver_name text NOT NULL DEFAULT '',
  receiver_phone text NOT NULL DEFAULT '',
  comment text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Accepted', 'Delivered')),
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  accepted_at timestamptz,
  accepted_by integer REFERENCES users(id) ON DELETE SET NULL,
  delivered_at timestamptz,
  delivered_by integer REFERENCES users(id) ON DELETE SET NULL,
  CHECK (from_cash_register_id <> to_cash_register_id),
  CHECK ((kind = 'INTERNAL') = (transfer_code IS NULL)),
  CHECK (kind <> 'INTERNAL' OR status <> 'Delivered')
);
-- A code identifies one open transfer; once delivered it may be drawn again.
CREATE UNIQUE INDEX transfers_open_code_idx ON transfers (transfer_code)
  WHERE transfer_code IS NOT NULL AND status <> 'Delivered';
CREATE INDEX transfers_from_idx ON transfers (from_cash_register_id, kind, created_at);
CREATE INDEX transfers_to_idx ON transfers (to_cash_register_id, kind, created_at);
CREATE INDEX transfers_open_idx ON transfers (kind, status) WHERE status <> 'Delivered';
