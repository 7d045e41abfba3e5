import { JOURNAL_RECORD_KINDS } from '../enums';
import { Id, Query, StringEnum, WireDay, recordPageFields, type Static } from './fields';

/** `GET /api/operation/`: a register's journal of one day (docs/api/operation-journal.md). */
export const JournalQuery = Query(
  { cash_register: Id, date: WireDay, kind: StringEnum(JOURNAL_RECORD_KINDS), ...recordPageFields },
  ['cash_register'],
);
export type JournalQuery = Static<typeof JournalQuery>;
