/**
 * What every journal record carries (who, where, when, its storno marks), as Ксения Кассирова
 * made it at Касса №1: test data spreads it and adds the record's own fields.
 */
export function recordFields<Kind extends string>(kind: Kind, id: number, createdAt = '2026-11-20T07:30:00.000Z') {
  return {
    id,
    kind,
    created_at: createdAt,
    user: { id: 3, name: 'Ксения Кассирова' },
    comment: '',
    cash_register: { id: 7, name: 'Касса №1' },
    reverses: null,
    reversed_by: null,
    correction_pending: false,
  };
}
