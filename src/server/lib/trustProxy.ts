import { isIP } from 'node:net';

/** What Fastify's `trustProxy` is given: no proxy, a number of hops, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

const isCidr = (s: string) => {
  const [address, bits, extra] = s.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: unset/empty/"false" = no proxy; "1", "2"... = that many proxies in front of the
 * server (the client is the entry that many places from the right of X-Forwarded-For); a
 * comma-separated list = the proxies' addresses or CIDRs. "true" meant "believe any
 * X-Forwarded-For", with which anyone picks the address the throttles count: refused.
 */
export function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) problems.push(`TRUST_PROXY: at most 10 proxy hops, got "${raw}"`);
    return hops;
  }
  const addresses = value.split(',').map((a) => a.trim()).filter(Boolean);
  const bad = addresses.filter((a) => !isCidr(a));
  if (value === 'true' || bad.length) {
    problems.push(
      `TRUST_PROXY must be a number of proxy hops (1) or the proxies' addresses/CIDRs (10.0.0.5,10.1.0.0/16), got "${raw}"`,
    );
    return false;
  }
  return addresses;
}

/**
 * Fastify's `trustProxy` for a setting. Fastify 5 refuses a bare hop count (it trusts nothing,
 * since a client that reaches the server directly could forge the hops), so hops become the
 * function proxy-addr calls: entry i (0 = the socket, then X-Forwarded-For from the right)
 * is a proxy while i < hops. Hops are for a server only the proxy can reach (docs/api/server.md);
 * otherwise name the proxies' addresses, which also checks the socket's.
 */
export function fastifyTrustProxy(tp: TrustProxy): false | string[] | ((address: string, i: number) => boolean) {
  if (typeof tp === 'number') return (_address, i) => i < tp;
  return tp;
}
