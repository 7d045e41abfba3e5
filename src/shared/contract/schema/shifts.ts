import { SHIFT_APPROVAL_STATES, SHIFT_STATUSES } from '../enums';
import { RefSchema } from './entities';
import { CurrencyRefSchema } from './ledger';
import { Decimal, Id, Instant, Nullable, StringEnum, Type, WireDate } from './kit';

/**
 * Shifts (docs/SHIFTS.md). A count line: per fiat currency, what the books said
 * (`expected`), what was in the drawer (`counted`) and counted − expected (`difference`,
 * posted to the ledger as a surplus or a shortage the moment it was counted).
 */
export const ShiftCountLineSchema = Type.Object({
  currency: CurrencyRefSchema,
  expected: Decimal,
  counted: Decimal,
  difference: Decimal,
});

export const ShiftSchema = Type.Object({
  id: Id,
  cash_register: RefSchema,
  city: RefSchema,
  status: StringEnum(SHIFT_STATUSES),
  opened_at: Instant,
  opened_by: Nullable(RefSchema),
  closed_at: Nullable(Instant),
  closed_by: Nullable(RefSchema),
  /** The opening count: its differences are handover differences (against the previous close). */
  opening: Type.Array(ShiftCountLineSchema),
  /** The closing count (empty while Open). */
  closing: Type.Array(ShiftCountLineSchema),
  /** The closing count's explanation. */
  comment: Type.String(),
  opening_comment: Type.String(),
  /** NOT_NEEDED, WAITING (a difference above the city's threshold) or APPROVED. */
  approval: StringEnum(SHIFT_APPROVAL_STATES),
  approved_by: Nullable(RefSchema),
  approved_at: Nullable(Instant),
  approval_comment: Type.String(),
  /** The caller closed it: they may not approve it (four eyes), so the web app offers no approval. */
  closed_by_me: Type.Boolean(),
  /** A vault's shift: each of its counts waits for a witness (docs/VAULT.md); a till's never does. */
  needs_witness: Type.Boolean(),
  /** Who confirmed the opening count as its witness, and when (null: not yet, or a till). */
  opening_witness: Nullable(RefSchema),
  opening_witnessed_at: Nullable(Instant),
  closing_witness: Nullable(RefSchema),
  closing_witnessed_at: Nullable(Instant),
  /** The caller opened it: they may not witness its opening count. */
  opened_by_me: Type.Boolean(),
});

/** One currency a count must (or may) list, with the books' amount now and its banknotes. */
export const CountSheetLineSchema = Type.Object({
  currency: CurrencyRefSchema,
  decimals: Type.Integer(),
  denominations: Type.Array(Decimal),
  expected: Decimal,
});

/**
 * GET /api/shift/count_sheet/?cash_register — what a count of the register lists now: every
 * fiat currency it holds or trades, with the books' amount (the expected figure of an open or
 * a close made now). `shift`: the open shift's id, or null when the register is closed.
 */
export const CountSheetSchema = Type.Object({
  cash_register: RefSchema,
  shift: Nullable(Id),
  lines: Type.Array(CountSheetLineSchema),
});

/** One line of the cash differences report: surpluses, shortages (positive) and their net, in the currency. */
const differenceFigures = {
  currency: CurrencyRefSchema,
  surplus: Decimal,
  shortage: Decimal,
  net: Decimal,
  /** How many counts found a difference in the currency. */
  counts: Type.Integer(),
};

/**
 * GET /api/cash_differences/?city&from_date&to_date — the shifts' count differences of a
 * period (docs/SHIFTS.md): per register, per cashier (who counted: the opener for a handover
 * difference, the closer for a closing one), and in total, per currency.
 */
export const CashDifferencesReportSchema = Type.Object({
  from_date: WireDate,
  to_date: WireDate,
  city: Nullable(RefSchema),
  by_register: Type.Array(Type.Object({ cash_register: RefSchema, ...differenceFigures })),
  by_cashier: Type.Array(Type.Object({ user: Nullable(RefSchema), ...differenceFigures })),
  totals: Type.Array(Type.Object(differenceFigures)),
});
