import { FAST_SCRYPT } from '../auth/passwords';
import { setPassword, updateUser } from '../features/users/userService';
import { SYSTEM_ACTOR } from '../http/scope';
import { DB_TIMEOUT } from '../testing/testApp';
import { seedDemo } from './demo';
import { demoAccountsWithDemoPassword, isLoopbackHost, refuseDemoPasswordsOffLoopback } from './demoPasswordGuard';
import { useTestDb } from '../testing/useFixture';

const t = useTestDb();
beforeAll(async () => {
  await seedDemo(t.db, { scrypt: FAST_SCRYPT });
}, DB_TIMEOUT * 4);

it('tells loopback addresses from the others', () => {
  for (const h of ['127.0.0.1', '127.0.1.1', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) expect({ h, loop: isLoopbackHost(h) }).toEqual({ h, loop: true });
  for (const h of ['0.0.0.0', '::', '10.0.0.5', '192.168.1.2', 'example.com', '128.0.0.1']) expect({ h, loop: isLoopbackHost(h) }).toEqual({ h, loop: false });
});

it('refuses to start off loopback while a demo account has its demo password, and says which and why', async () => {
  await expect(refuseDemoPasswordsOffLoopback(t.db, '127.0.0.1')).resolves.toBeUndefined();
  expect(await demoAccountsWithDemoPassword(t.db)).toEqual(['admin', 'supervisor', 'cashier', 'compliance']);
  await expect(refuseDemoPasswordsOffLoopback(t.db, '0.0.0.0')).rejects.toThrow(
    /HOST=0\.0\.0\.0.*admin, supervisor, cashier, compliance still have their demo password/,
  );
  await setPassword(t.db, 'admin', 'a-real-admin-password', SYSTEM_ACTOR, FAST_SCRYPT);
  await setPassword(t.db, 'supervisor', 'a-real-supervisor-password', SYSTEM_ACTOR, FAST_SCRYPT);
  await setPassword(t.db, 'compliance', 'a-real-compliance-password', SYSTEM_ACTOR, FAST_SCRYPT);
  await expect(refuseDemoPasswordsOffLoopback(t.db, '0.0.0.0')).rejects.toThrow(/cashier still/);
  // A deactivated demo account cannot sign in: it no longer keeps the server shut.
  await updateUser(t.db, 'cashier', { isActive: false }, SYSTEM_ACTOR);
  await expect(refuseDemoPasswordsOffLoopback(t.db, '0.0.0.0')).resolves.toBeUndefined();
});
