import { jsonBoolean, jsonInteger, type JsonValueSql } from './jsonText';

/**
 * The correction marks every reversible record's list carries (reverses, reversed_by,
 * correction_pending), as wire JSON over a list's page row `q` that has reverses_id and
 * reversed_by_id; `kindSql` gives the record's correction kind. The pending mark is read for
 * the page's rows only (corrections_live_idx).
 */
export const correctionMarksJson = (kindSql: string): Record<string, JsonValueSql> => ({
  reverses: jsonInteger('q.reverses_id'),
  reversed_by: jsonInteger('q.reversed_by_id'),
  correction_pending: jsonBoolean(
    `EXISTS (SELECT 1 FROM corrections c WHERE c.status = 'Pending' AND c.record_id = q.id AND c.record_kind = ${kindSql})`,
  ),
});

/** The marks of a record just created. */
export const NO_CORRECTION = { reverses: null, reversed_by: null, correction_pending: false } as const;
