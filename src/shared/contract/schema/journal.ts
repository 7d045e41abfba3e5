import { TRANSFER_STATUSES, type TransferStatus } from '../../machines/transferLifecycle';
import { COUNT_DIFFERENCES, DIRECTIONS, JOURNAL_RECORD_KINDS, OPERATION_TYPES, OUT_OPERATION_TYPES, type JournalOperationType } from '../enums';
import { RefSchema } from './entities';
import { Decimal, Id, Instant, Nullable, StringEnum, Type } from './kit';
import { CurrencyRefSchema } from './ledger';

const TRANSFER_DIRECTIONS = ['TRANSFER_OUT', 'TRANSFER_IN', 'TRANSFER_DELIVERED', 'TRANSFER_CANCELLED'] as const;
const JOURNAL_OPERATION_TYPES: readonly JournalOperationType[] = [...OPERATION_TYPES, ...OUT_OPERATION_TYPES, ...DIRECTIONS, ...TRANSFER_DIRECTIONS, ...COUNT_DIFFERENCES];

/** One row of a register's day journal (GET /api/operation/; docs/api/operation-journal.md). */
export const JournalRowSchema = Type.Object({
  id: Type.String(),
  record_id: Id,
  kind: StringEnum(JOURNAL_RECORD_KINDS),
  created_at: Instant,
  user: Nullable(RefSchema),
  operation_type: StringEnum(JOURNAL_OPERATION_TYPES),
  is_crypto: Type.Boolean(),
  // Transfers only; the enum lists null too, as the one type list does.
  status: Type.Unsafe<TransferStatus | null>({ type: ['string', 'null'], enum: [...TRANSFER_STATUSES, null] }),
  currency: CurrencyRefSchema,
  amount: Decimal,
  rate: Nullable(Decimal),
  total: Nullable(Decimal),
  total_currency: Nullable(CurrencyRefSchema),
  fee: Nullable(Decimal),
  operation_person: Nullable(RefSchema),
  counterpart_cash_register: Nullable(RefSchema),
  comment: Type.String(),
  /** An exchange a supervisor or admin made outside the city's limits; false for every other row. */
  outside_limits: Type.Boolean(),
  /**
   * The identified client of the row (docs/api/clients.md): an exchange's or crypto deal's; a
   * transfer's sender on the sending rows, its receiver on the paying ones; null otherwise.
   */
  client: Nullable(RefSchema),
  /** Corrections (storno): the record this one reverses, the record that reversed this one. */
  reverses: Nullable(Id),
  reversed_by: Nullable(Id),
  /** A correction of this record waits for a supervisor ("ждёт подтверждения"). */
  correction_pending: Type.Boolean(),
  /**
   * An exchange made at the window during an outage and sent later (docs/OFFLINE.md): its row is
   * at `made_at` (= created_at, the time at the window), `received_at` when it reached the
   * server; false and both null for every other row.
   */
  offline: Type.Boolean(),
  made_at: Nullable(Instant),
  received_at: Nullable(Instant),
});

/** One change in the audit log (GET /api/audit/; docs/api/audit.md). */
export const AuditEntrySchema = Type.Object({
  id: Id,
  created_at: Instant,
  user: Nullable(RefSchema),
  /** The login, or 'cli' for the command line. */
  actor: Type.String(),
  /** Kind and action: 'transfer.accept'. */
  action: Type.String(),
  kind: Type.String(),
  record_id: Nullable(Type.String()),
  /** The record's row before and after the change (null for a new or removed record). */
  before: Type.Unknown(),
  after: Type.Unknown(),
  details: Type.Record(Type.String(), Type.Unknown()),
});
