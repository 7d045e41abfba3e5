import { type Config, loadConfig } from '../config';
import { createTestUser, DB_TIMEOUT, type TestApp, withTestApp } from '../testing/testApp';
import { parseTrustProxy } from './trustProxy';

describe('TRUST_PROXY', () => {
  const parse = (raw: string | undefined) => {
    const problems: string[] = [];
    return { value: parseTrustProxy(raw, problems), problems };
  };

  it('is a number of hops or the proxies addresses, never "believe anyone"', () => {
    expect(parse(undefined)).toEqual({ value: false, problems: [] });
    expect(parse('false').value).toBe(false);
    // '1' used to mean "trust everything"; now it is one proxy hop.
    expect(parse('1').value).toBe(1);
    expect(parse('10.0.0.5, 10.1.0.0/16,::1').value).toEqual(['10.0.0.5', '10.1.0.0/16', '::1']);
    for (const bad of ['true', 'yes', '10.0.0.0/33', 'proxy.local', '99']) expect(parse(bad).problems).toHaveLength(1);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});

describe('the client address behind a forged X-Forwarded-For', () => {
  // Opens by hand: each test opens its own apps, with a TRUST_PROXY of its own.
  const withApp = <T>(trustProxy: Config['trustProxy'], use: (t: TestApp) => Promise<T>) => withTestApp({ config: { trustProxy } }, use);

  /** The address a sign-in was counted and audited under (the throttles' request.ip). */
  function addressSeen(trustProxy: string | undefined, remoteAddress: string, forwardedFor: string): Promise<string> {
    return withApp(loadConfig({ TRUST_PROXY: trustProxy }).trustProxy, async (t) => {
      await createTestUser(t.db, { username: 'anna' });
      const res = await t.app.inject({
        method: 'POST', url: '/api/token-auth/', payload: { username: 'anna', password: 'anna' },
        headers: { 'x-forwarded-for': forwardedFor }, remoteAddress,
      });
      expect(res.statusCode).toBe(200);
      const { rows } = await t.db.query<{ address: string }>("SELECT details->>'address' AS address FROM audit_log WHERE action = 'auth.sign_in'");
      return rows[0].address;
    });
  }

  it('without TRUST_PROXY the header changes nothing', async () => {
    expect(await addressSeen(undefined, '198.51.100.7', '10.9.9.9')).toBe('198.51.100.7');
  }, DB_TIMEOUT);

  it('with one hop only the entry the proxy added counts; forged entries to its left are ignored', async () => {
    // The client sent "X-Forwarded-For: 10.9.9.9, 10.8.8.8"; the proxy (10.0.0.2) appended the real address.
    expect(await addressSeen('1', '10.0.0.2', '10.9.9.9, 10.8.8.8, 203.0.113.5')).toBe('203.0.113.5');
  }, DB_TIMEOUT);

  it('with the proxies addresses, only a listed proxy is believed', async () => {
    expect(await addressSeen('10.0.0.0/24', '10.0.0.2', '10.9.9.9, 203.0.113.5')).toBe('203.0.113.5');
    // Straight from the internet, not through the proxy: the header is the client's own words.
    expect(await addressSeen('10.0.0.0/24', '198.51.100.7', '10.9.9.9')).toBe('198.51.100.7');
  }, DB_TIMEOUT);

  it('behind a proxy (one hop), wrong passwords from one client do not block another client of the same proxy', () =>
    withApp(1, async (t) => {
      await createTestUser(t.db, { username: 'admin', password: 'right-password' });
      const viaProxy = (client: string, password: string) =>
        t.app.inject({
          method: 'POST', url: '/api/token-auth/', payload: { username: 'admin', password },
          headers: { 'x-forwarded-for': client }, remoteAddress: '10.0.0.2',
        });
      const statuses = [];
      for (let i = 0; i < 12; i++) statuses.push((await viaProxy('198.51.100.66', 'wrong')).statusCode);
      expect(statuses.slice(9)).toEqual([429, 429, 429]);
      expect((await viaProxy('198.51.100.7', 'right-password')).statusCode).toBe(200);
    }), DB_TIMEOUT);
});
