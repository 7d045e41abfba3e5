-- Daily totals that the reports read instead of scanning every entry since the beginning.
-- A day is a calendar day in the ledger's time zone (ledger_settings, written by the server
-- at start from TIME_ZONE; a change rebuilds these tables: src/server/ledger/dailyTotals.ts).
-- Statement-level triggers with transition tables keep them in the same transaction as the
-- records, one upsert per (register, currency, day) a statement touches.
CREATE TABLE ledger_settings (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  time_zone text NOT NULL
);
INSERT INTO ledger_settings (id, time_zone) VALUES (1, 'Europe/Moscow');

-- CASH entries per register, currency and day: what came in and what went out.
CREATE TABLE cash_daily (
  cash_register_id integer NOT NULL,
  currency_id integer NOT NULL,
  day date NOT NULL,
  income numeric(28,8) NOT NULL DEFAULT 0,
  outcome numeric(28,8) NOT NULL DEFAULT 0,
  PRIMARY KEY (cash_register_id, currency_id, day)
);

CREATE FUNCTION cash_daily_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cash_daily AS d (cash_register_id, currency_id, day, income, outcome)
  SELECT n.cash_register_id, n.currency_id, (n.created_at AT TIME ZONE s.time_zone)::date,
         COALESCE(sum(n.amount) FILTER (WHERE n.amount > 0), 0),
         COALESCE(-sum(n.amount) FILTER (WHERE n.amount < 0), 0)
    FROM new_entries n CROSS JOIN ledger_settings s
   WHERE n.account = 'CASH'
   GROUP BY 1, 2, 3
   -- A fixed order: two writers never wait on each other's rows in opposite orders.
   ORDER BY 1, 2, 3
  ON CONFLICT (cash_register_id, currency_id, day) DO UPDATE
    SET income = d.income + EXCLUDED.income, outcome = d.outcome + EXCLUDED.outcome;
  RETURN NULL;
END $$;

CREATE TRIGGER ledger_entries_cash_daily AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION cash_daily_add();

-- Exchange transactions per register, currency, day and direction: amounts, base-currency
-- totals, earnings and counts (the earning and rate reports, the list's count).
CREATE TABLE exchange_daily (
  cash_register_id integer NOT NULL,
  currency_id integer NOT NULL,
  day date NOT NULL,
  operation_type text NOT NULL,
  base_currency_id integer NOT NULL,
  amount numeric(28,2) NOT NULL DEFAULT 0,
  total numeric(28,2) NOT NULL DEFAULT 0,
  earning numeric(28,2) NOT NULL DEFAULT 0,
  n integer NOT NULL DEFAULT 0,
  PRIMARY KEY (cash_register_id, currency_id, day, operation_type, base_currency_id)
);

CREATE FUNCTION exchange_daily_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO exchange_daily AS d
    (cash_register_id, currency_id, day, operation_type, base_currency_id, amount, total, earning, n)
  SELECT t.cash_register_id, t.currency_id, (t.created_at AT TIME ZONE s.time_zone)::date,
         t.operation_type, t.base_currency_id, sum(t.amount), sum(t.total), sum(t.earning), count(*)
    FROM new_transactions t CROSS JOIN ledger_settings s
   GROUP BY 1, 2, 3, 4, 5
   ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (cash_register_id, currency_id, day, operation_type, base_currency_id) DO UPDATE
    SET amount = d.amount + EXCLUDED.amount, total = d.total + EXCLUDED.total,
        earning = d.earning + EXCLUDED.earning, n = d.n + EXCLUDED.n;
  RETURN NULL;
END $$;

CREATE TRIGGER exchange_transactions_daily AFTER INSERT ON exchange_transactions
  REFERENCING NEW TABLE AS new_transactions FOR EACH STATEMENT EXECUTE FUNCTION exchange_daily_add();
