-- The shop front (docs/SHOP-FRONT.md): the day's rates shown to the street.
-- 1. A city's rates are public (the office's screen, the website feed) only once an admin
--    switches this on; off for a new city. The demo seed switches it on for the demo cities.
ALTER TABLE cities ADD COLUMN publish_rates boolean NOT NULL DEFAULT false;

-- 2. The Bank of Russia's official rates, per day and currency code, as published: `value`
--    roubles for `nominal` units (10 or 100 for small currencies); `rate` is per one unit.
--    A failed or partial fetch never deletes a stored day (features/officialRates).
CREATE TABLE official_rates (
  date date NOT NULL,
  code text NOT NULL CHECK (code ~ '^[A-Z]{3}$'),
  name text NOT NULL,
  nominal integer NOT NULL CHECK (nominal > 0),
  value numeric(20, 4) NOT NULL CHECK (value > 0),
  rate numeric(20, 8) NOT NULL CHECK (rate > 0),
  fetched_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (date, code)
);

-- 3. «Курсы от ЦБ»: the margin each side of the official rate a proposal takes, per currency.
ALTER TABLE currencies ADD COLUMN official_margin_percent numeric(6, 3) NOT NULL DEFAULT 1.5
  CHECK (official_margin_percent >= 0 AND official_margin_percent < 100);
