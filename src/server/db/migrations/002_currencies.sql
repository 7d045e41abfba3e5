-- Reference data of the exchange: currencies (fiat and crypto in one table, so the ledger has
-- one currency key), the pairs each register may trade, worn-note discounts and day rates.
CREATE TABLE currencies (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  "order" integer NOT NULL DEFAULT 0,
  is_crypto boolean NOT NULL DEFAULT false,
  -- The local currency every fiat rate is quoted in (RUB). Exactly one, never crypto.
  is_base boolean NOT NULL DEFAULT false,
  -- Fiat amounts have 2 decimals, crypto 8 (docs/PRODUCT-DECISIONS.md, Money).
  decimals smallint NOT NULL DEFAULT 2 CHECK (decimals IN (2, 8)),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (NOT (is_base AND is_crypto)),
  CHECK (decimals = CASE WHEN is_crypto THEN 8 ELSE 2 END)
);
CREATE UNIQUE INDEX currencies_one_base_idx ON currencies (is_base) WHERE is_base;

-- A register may buy and sell `currency` against the base currency only through these rows.
CREATE TABLE available_currency_pairs (
  id serial PRIMARY KEY,
  cash_register_id integer NOT NULL REFERENCES cash_registers(id) ON DELETE CASCADE,
  currency_id integer NOT NULL REFERENCES currencies(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (cash_register_id, currency_id)
);

-- Worn banknotes (ветхие) are bought at this percentage off the rate.
CREATE TABLE dilapidation_percentages (
  id serial PRIMARY KEY,
  currency_id integer NOT NULL UNIQUE REFERENCES currencies(id),
  percentage numeric(5,2) NOT NULL CHECK (percentage >= 0 AND percentage < 100),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The day's buy/sell rates a supervisor sets for a city (cash_register_id NULL) or a register.
CREATE TABLE value_settings (
  id serial PRIMARY KEY,
  city_id integer NOT NULL REFERENCES cities(id),
  cash_register_id integer REFERENCES cash_registers(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  date date NOT NULL,
  buy_rate numeric(20,6) NOT NULL CHECK (buy_rate > 0),
  sell_rate numeric(20,6) NOT NULL CHECK (sell_rate > 0),
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE NULLS NOT DISTINCT (city_id, cash_register_id, currency_id, date)
);
CREATE INDEX value_settings_date_idx ON value_settings (date, city_id);
