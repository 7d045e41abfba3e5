import { RefSchema, RegisterKindSchema } from './entities';
import { CurrencyRefSchema } from './ledger';
import { Decimal, Id, Instant, Nullable, Type } from './kit';

/** A city as the admin section lists it (/api/admin/cities/): with its registers counted. */
export const AdminCitySchema = Type.Object({
  id: Id,
  name: Type.String(),
  /** Every register of the city, and of them the active ones. */
  registers: Type.Integer(),
  active_registers: Type.Integer(),
  /** Its day's rates are public: the office's screen and the website feed (the shop front). */
  publish_rates: Type.Boolean(),
  /**
   * The largest deal a register may make during an outage, in the base currency; null: offline
   * trading off (docs/OFFLINE.md). The server always sends it; optional in the type only so
   * that the admin screen's code, written before it, still compiles until it shows the field.
   */
  offline_limit: Type.Optional(Nullable(Decimal)),
  /**
   * A cash order below this amount (base currency) is approved as it is requested
   * (docs/CASH-ORDERS.md); null: every order waits for a second person. Optional in the type
   * as offline_limit, the server always sends it.
   */
  cash_order_auto_approve: Type.Optional(Nullable(Decimal)),
});

/** A register as the admin section lists it (/api/admin/cash_registers/). */
export const AdminCashRegisterSchema = Type.Object({
  id: Id,
  name: Type.String(),
  city: RefSchema,
  is_active: Type.Boolean(),
  /** 'till' or 'vault', chosen at creation and never changed. */
  kind: RegisterKindSchema,
  /** When it was deactivated; null while active. */
  deactivated_at: Nullable(Instant),
  /** The currencies it buys and sells against the base currency (its pairs), in display order. */
  pairs: Type.Array(CurrencyRefSchema),
});
