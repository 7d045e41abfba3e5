import { canSetRates } from './contract';

describe('canSetRates: who sets the day rates', () => {
  it('is admins and supervisors, not cashiers', () => {
    expect(canSetRates({ isAdmin: true, role: 'Администратор' })).toBe(true);
    expect(canSetRates({ isAdmin: false, role: 'Супервайзер' })).toBe(true);
    expect(canSetRates({ isAdmin: false, role: 'Кассир' })).toBe(false);
  });
});
