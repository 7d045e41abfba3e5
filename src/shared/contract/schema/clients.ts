import { RefSchema } from './entities';
import { Decimal, Id, Instant, Nullable, StringEnum, Type, WireDate } from './kit';
import { CurrencyRefSchema } from './ledger';

/**
 * Clients and compliance: the network's register of identified persons, their screening
 * against the official list, and the mandatory-control queue (docs/api/clients.md).
 */

export const DOCUMENT_TYPES = [
  'Паспорт РФ',
  'Заграничный паспорт',
  'Паспорт иностранного гражданина',
  'Вид на жительство',
  'Иной документ',
] as const;

export const SCREENING_STATUSES = ['clear', 'review', 'blocked'] as const;
export const MATCH_STATUSES = ['open', 'cleared', 'confirmed', 'lifted'] as const;
export const MANDATORY_CONTROL_KINDS = ['single', 'split'] as const;
export const MANDATORY_CONTROL_STATUSES = ['new', 'reported'] as const;

/**
 * A client. In lists `document_number` carries only its last four characters (`••••1234`) and
 * `document_series` is empty; the full document is in GET /api/client/{id}/ alone (and that
 * read is audited).
 */
export const ClientSchema = Type.Object({
  id: Id,
  last_name: Type.String(),
  first_name: Type.String(),
  middle_name: Type.String(),
  birth_date: WireDate,
  /** ISO 3166 alpha-2, upper case: "RU". */
  citizenship: Type.String(),
  document_type: StringEnum(DOCUMENT_TYPES),
  document_series: Type.String(),
  document_number: Type.String(),
  document_issued_by: Type.String(),
  document_issued_at: Nullable(WireDate),
  address: Type.String(),
  phone: Type.String(),
  note: Type.String(),
  screening_status: StringEnum(SCREENING_STATUSES),
  created_at: Instant,
});

/** A city's identification and mandatory-control settings (GET/PUT /api/city_compliance/). */
export const CityComplianceSchema = Type.Object({
  city: Id,
  /** Base-currency equivalent from which an exchange or crypto deal needs a client; null: never. */
  identification_threshold: Nullable(Decimal),
  /** Base-currency equivalent from which a deal (or a client's day) goes to mandatory control; null: never. */
  mandatory_control_threshold: Nullable(Decimal),
  /** Every transfer's sender (this city sends) and receiver (this city pays) must be a client. */
  identify_transfers: Type.Boolean(),
  /** A list older than this many days is stale: admins and compliance officers are warned. */
  watchlist_max_age_days: Type.Integer(),
  /** Client-less deals of one register within this many minutes that together reach the identification threshold are a sign of structuring. */
  structuring_window_minutes: Type.Integer(),
});

/** GET /api/compliance/watchlist/: the list's state (not its entries: it may hold thousands). */
export const WatchlistStateSchema = Type.Object({
  /** How many names the list holds. */
  entries: Type.Integer(),
  imported_at: Nullable(Instant),
  imported_by: Nullable(RefSchema),
  /** Never imported, or older than the allowed age of some city. */
  is_stale: Type.Boolean(),
});

/** One name of the list a client matched. */
export const WatchlistEntrySchema = Type.Object({ full_name: Type.String(), birth_date: Nullable(WireDate) });

/**
 * A client that matched the list: `blocked` on name and birth date, `review` on the name alone.
 * A compliance officer clears it (a namesake) or confirms it, and lifts a confirmed one with a
 * reason. Open and confirmed matches hold whatever list is current; `in_current_list` false:
 * the list in force no longer names the entry («нет в новом перечне»).
 */
export const ComplianceMatchSchema = Type.Object({
  id: Id,
  client: RefSchema,
  client_birth_date: WireDate,
  entry: WatchlistEntrySchema,
  kind: StringEnum(['blocked', 'review'] as const),
  status: StringEnum(MATCH_STATUSES),
  in_current_list: Type.Boolean(),
  created_at: Instant,
  decided_at: Nullable(Instant),
  decided_by: Nullable(RefSchema),
  lifted_at: Nullable(Instant),
  lifted_by: Nullable(RefSchema),
  /** Why the officer lifted it; "" unless lifted. */
  lift_reason: Type.String(),
});

/** One operation behind a mandatory-control row. */
export const ControlledOperationSchema = Type.Object({
  kind: StringEnum(['TRANSACTION', 'CRYPTO_TRANSACTION'] as const),
  id: Id,
  created_at: Instant,
  cash_register: RefSchema,
  operation_type: StringEnum(['BUY', 'SELL'] as const),
  /** The currency (or crypto currency) dealt and its amount. */
  currency: CurrencyRefSchema,
  amount: Decimal,
  rate: Decimal,
  /** In the base currency. */
  total: Decimal,
});

/**
 * The client's identity as a report sent it: kept with a mandatory-control row when it is
 * marked reported, whatever the card says later. The full document: the queue is the
 * compliance officer's, as its download is.
 */
export const FiledIdentitySchema = Type.Pick(ClientSchema, [
  'last_name', 'first_name', 'middle_name', 'birth_date', 'citizenship', 'document_type',
  'document_series', 'document_number', 'document_issued_by', 'document_issued_at', 'address',
]);

/**
 * A row of the mandatory-control queue: one deal at or above the city's threshold (`single`),
 * or one client's day whose deals together reach it while each stays below (`split`).
 */
export const MandatoryControlRowSchema = Type.Object({
  id: Id,
  kind: StringEnum(MANDATORY_CONTROL_KINDS),
  city: RefSchema,
  /** The name is the filed one once the row is reported (the card may have changed since). */
  client: RefSchema,
  /** What the report named (null until the row is marked reported). */
  filed_identity: Nullable(FiledIdentitySchema),
  date: WireDate,
  /** The deal's (or the day's deals') base-currency total, and the threshold it reached. */
  total: Decimal,
  threshold: Decimal,
  base_currency: CurrencyRefSchema,
  operations: Type.Array(ControlledOperationSchema),
  status: StringEnum(MANDATORY_CONTROL_STATUSES),
  reported_at: Nullable(Instant),
  reported_by: Nullable(RefSchema),
  reference: Type.String(),
  created_at: Instant,
});

/** What the receipt says of the client: the full name and the masked document. */
export const ReceiptClientSchema = Type.Object({ id: Id, name: Type.String(), document: Type.String() });

/** What a row of a client's operations is: a deal, or a transfer the client sent or received. */
export const CLIENT_OPERATION_KINDS = ['TRANSACTION', 'CRYPTO_TRANSACTION', 'TRANSFER_SENT', 'TRANSFER_RECEIVED'] as const;
/** A deal's side as on the deals' own answers (BUY: the register buys from the client), or a transfer's kind. */
export const CLIENT_OPERATION_TYPES = ['BUY', 'SELL', 'EXTERNAL', 'CRYPTO'] as const;

/**
 * One row of GET /api/client/{id}/operations/ (docs/api/clients.md, "A client's operations"):
 * an exchange, a crypto deal, a transfer the client sent (at its creation, in the sending
 * register) or received (at its payout, in the paying register).
 */
export const ClientOperationSchema = Type.Object({
  kind: StringEnum(CLIENT_OPERATION_KINDS),
  id: Id,
  created_at: Instant,
  city: RefSchema,
  cash_register: RefSchema,
  operation_type: StringEnum(CLIENT_OPERATION_TYPES),
  /** The code of the currency (or crypto currency) dealt or transferred. */
  currency: Type.String(),
  amount: Decimal,
  /** In the base currency: an exchange's total, a crypto deal's when paid in it; null otherwise. */
  total: Nullable(Decimal),
  /** Reversed (storno) deal or cancelled transfer: listed, left out of the totals. */
  reversed: Type.Boolean(),
});

/** A currency's sums over the whole period (not only the page), reversed rows left out. */
export const ClientCurrencyTotalsSchema = Type.Object({
  currency: Type.String(),
  /** Bought from the client by the register (BUY deals), sold to the client (SELL). */
  bought: Decimal,
  sold: Decimal,
  /** Transfers the client sent (their amounts, fees aside) and received. */
  sent: Decimal,
  received: Decimal,
});

/** A DRF page of the client's operations, and the period's totals per currency (by code). */
export const ClientOperationPageSchema = Type.Object({
  count: Type.Integer(),
  next: Nullable(Type.String()),
  previous: Nullable(Type.String()),
  results: Type.Array(ClientOperationSchema),
  totals: Type.Array(ClientCurrencyTotalsSchema),
});
