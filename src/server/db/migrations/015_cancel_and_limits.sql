-- Corrections and limits, two slices (docs/machines.md, docs/api/limits.md).
--
-- 1. A pending transfer may be cancelled by its sender: a final status of the shared
--    lifecycle, with who, when and why. The open-code unique index keeps counting a
--    cancelled transfer's code as taken (a code is never handed out twice to be safe; there
--    are 10^8 of them); "Поиск по коду" and accept refuse it all the same.
ALTER TABLE transfers DROP CONSTRAINT transfers_status_check;
ALTER TABLE transfers ADD CONSTRAINT transfers_status_check
  CHECK (status IN ('Pending', 'Accepted', 'Delivered', 'Cancelled'));
ALTER TABLE transfers ADD COLUMN cancelled_at timestamptz;
ALTER TABLE transfers ADD COLUMN cancelled_by integer REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE transfers ADD COLUMN cancel_reason text NOT NULL DEFAULT '';

-- 2. Limits per city: a rate tolerance around the day's board rate (percent) and the largest
--    exchange in the base currency (NULL: none). A city without a row has the defaults.
CREATE TABLE city_limits (
  city_id integer PRIMARY KEY REFERENCES cities(id) ON DELETE CASCADE,
  rate_tolerance_percent numeric(5,2) NOT NULL DEFAULT 2 CHECK (rate_tolerance_percent >= 0 AND rate_tolerance_percent <= 100),
  max_operation_amount numeric(20,2) CHECK (max_operation_amount > 0),
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- An exchange a supervisor or admin made outside a limit (they are not bound, but it shows).
ALTER TABLE exchange_transactions ADD COLUMN outside_limits boolean NOT NULL DEFAULT false;
