import { auditActionLabel, auditFields, changeSummary, changedFields } from './audit';

describe('reading an audit row', () => {
  it('marks the fields a change touched, ignoring updated_at; a field only one side has is a change', () => {
    const before = { id: 7, amount: '100.00', status: 'Pending', updated_at: 'a', old: 1 };
    const after = { id: 7, amount: '120.00', status: 'Pending', updated_at: 'b', added: true };
    expect(auditFields(before, after).map((f) => [f.field, f.changed])).toEqual([
      ['id', false], ['amount', true], ['status', false], ['updated_at', false], ['added', true], ['old', true],
    ]);
    expect(changedFields(before, after).map((f) => f.field)).toEqual(['amount', 'added', 'old']);
  });

  it('a new record: every field changed, from nothing', () => {
    expect(changedFields(null, { id: 1, name: 'Тула' })).toEqual([
      { field: 'id', before: undefined, after: 1, changed: true },
      { field: 'name', before: undefined, after: 'Тула', changed: true },
    ]);
  });

  it('summarises a change in one line, or says what happened to the record', () => {
    expect(changeSummary({ before: { a: '1', b: 2 }, after: { a: '2', b: 2 }, details: {} })).toBe('a: "1" → "2"');
    expect(changeSummary({ before: null, after: { a: 1 }, details: {} })).toBe('создана');
    expect(changeSummary({ before: { a: 1 }, after: null, details: {} })).toBe('удалена');
    expect(changeSummary({ before: null, after: null, details: { address: '1.2.3.4' } })).toBe('{"address":"1.2.3.4"}');
    // A password set keeps the user after only (never the hash): nothing to name.
    expect(changeSummary({ action: 'user.change_password', before: null, after: { id: 1 }, details: {} })).toBe('');
    expect(changeSummary({ action: 'user.create', before: null, after: { id: 1 }, details: {} })).toBe('создана');
  });

  it('names an action in Russian, an unknown one as it is', () => {
    expect(auditActionLabel('transfer.accept')).toBe('Перевод: принятие');
    expect(auditActionLabel('cash_register.deactivate')).toBe('Касса: деактивация');
    expect(auditActionLabel('shift.open')).toBe('shift: open');
  });
});
