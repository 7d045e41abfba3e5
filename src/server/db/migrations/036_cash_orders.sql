-- Cash orders (docs/CASH-ORDERS.md): cash asked for, approved, sent under a seal and counted
-- on arrival, between a city's vault and its tills, between tills, or between two cities'
-- vaults. While it travels the cash is on the TRANSIT account, as an internal transfer's.
--
-- 1. Below this amount (in the base currency) an order is approved as it is requested; NULL:
--    every order waits for a second person.
ALTER TABLE cities ADD COLUMN cash_order_auto_approve numeric CHECK (cash_order_auto_approve >= 0);

-- 2. The orders. `state` is the stored state of the lifecycle (src/shared/machines/
--    cashOrderLifecycle.ts); overdue is not stored: a dispatched order whose expected_at has
--    passed is read as overdue. The denominations are [{value, count}] as counted by each side.
CREATE TABLE cash_orders (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('refill', 'surplus', 'move')),
  state text NOT NULL CHECK (state IN ('requested', 'approved', 'dispatched', 'received', 'discrepancy', 'settled', 'cancelled')),
  from_cash_register_id integer NOT NULL REFERENCES cash_registers(id),
  to_cash_register_id integer NOT NULL REFERENCES cash_registers(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  amount numeric(28,8) NOT NULL CHECK (amount > 0),
  expected_at timestamptz,
  comment text NOT NULL DEFAULT '',
  requested_by integer REFERENCES users(id) ON DELETE SET NULL,
  requested_at timestamptz NOT NULL,
  approved_by integer REFERENCES users(id) ON DELETE SET NULL,
  approved_at timestamptz,
  auto_approved boolean NOT NULL DEFAULT false,
  cancelled_by integer REFERENCES users(id) ON DELETE SET NULL,
  cancelled_at timestamptz,
  dispatched_by integer REFERENCES users(id) ON DELETE SET NULL,
  dispatched_at timestamptz,
  dispatched_denominations jsonb,
  seal text,
  courier text,
  received_by integer REFERENCES users(id) ON DELETE SET NULL,
  received_at timestamptz,
  received_denominations jsonb,
  received_amount numeric(28,8),
  seal_intact boolean,
  settled_by integer REFERENCES users(id) ON DELETE SET NULL,
  settled_at timestamptz,
  settle_reason text,
  updated_at timestamptz NOT NULL,
  CHECK (from_cash_register_id <> to_cash_register_id),
  -- What the ledger implies is read from these columns (ledger verify): they must be there.
  CHECK (state NOT IN ('received', 'discrepancy', 'settled') OR received_amount IS NOT NULL)
);
CREATE INDEX cash_orders_from_idx ON cash_orders (from_cash_register_id, id);
CREATE INDEX cash_orders_to_idx ON cash_orders (to_cash_register_id, id);
CREATE INDEX cash_orders_open_idx ON cash_orders (state) WHERE state IN ('requested', 'approved', 'dispatched', 'discrepancy');
