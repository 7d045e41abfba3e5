import { canSetRates } from './canSetRates';

describe('canSetRates', () => {
  it('offers the rate form to admins and supervisors, not to cashiers or before /api/me answers', () => {
    expect(canSetRates({ isAdmin: true, role: 'Администратор' })).toBe(true);
    expect(canSetRates({ isAdmin: false, role: 'Супервайзер' })).toBe(true);
    expect(canSetRates({ isAdmin: false, role: 'Кассир' })).toBe(false);
    expect(canSetRates(undefined)).toBe(false);
  });
});
