import { seedDemo } from '../../seed/demo';
import { FAST_SCRYPT } from '../../auth/passwords';
import { authed, DB_TIMEOUT, login } from '../../testing/testApp';
import { useTestApp } from '../../testing/useFixture';

const t = useTestApp();
beforeAll(async () => {
  await seedDemo(t.db, { scrypt: FAST_SCRYPT });
}, DB_TIMEOUT);

const me = async (username: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers: authed(await login(t.app, username)) })).json();

describe('GET /api/me for the demo accounts', () => {
  it('admin', async () => {
    expect(await me('admin')).toEqual({
      firstName: 'Анна',
      lastName: 'Админова',
      role: 'Администратор',
      isAdmin: true,
      mustChangePassword: false,
      signedInAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      permissions: {
        isAllowToPrint: true,
        isCryptoTransactionPageActive: true,
        isAllowToCheckEarningReport: true,
        isAllowToCheckNonActiveOperationPerson: true,
        isComplianceOfficer: false,
      },
    });
  });

  it('supervisor', async () => {
    expect(await me('supervisor')).toEqual({
      firstName: 'Сергей',
      lastName: 'Супервайзеров',
      role: 'Супервайзер',
      isAdmin: false,
      mustChangePassword: false,
      signedInAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      permissions: {
        isAllowToPrint: true,
        isCryptoTransactionPageActive: true,
        isAllowToCheckEarningReport: true,
        isAllowToCheckNonActiveOperationPerson: true,
        isComplianceOfficer: false,
      },
    });
  });

  it('cashier', async () => {
    expect(await me('cashier')).toEqual({
      firstName: 'Ксения',
      lastName: 'Кассирова',
      role: 'Кассир',
      isAdmin: false,
      mustChangePassword: false,
      signedInAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      permissions: {
        isAllowToPrint: false,
        isCryptoTransactionPageActive: true,
        isAllowToCheckEarningReport: false,
        isAllowToCheckNonActiveOperationPerson: false,
        isComplianceOfficer: false,
      },
    });
  });

  it('seeding again changes nothing', async () => {
    const count = async () =>
      (await t.db.query<{ u: number; c: number; r: number }>(
        'SELECT (SELECT count(*)::int FROM users) AS u, (SELECT count(*)::int FROM cities) AS c, (SELECT count(*)::int FROM cash_registers) AS r',
      )).rows[0];
    const before = await count();
    await seedDemo(t.db, { scrypt: FAST_SCRYPT });
    expect(await count()).toEqual(before);
    // 8 tills and a vault per city.
    expect(before).toEqual({ u: 4, c: 3, r: 11 });
  });
});
