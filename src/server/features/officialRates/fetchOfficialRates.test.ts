import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useTestDb } from '../../testing/useFixture';
import { fetchOfficialRates, OfficialRatesFetchError, requestUrl } from './fetchOfficialRates';
import { officialRatesOf } from './officialRatesStore';
import { msUntilNext, scheduleOfficialRates } from './officialRatesSchedule';
import { waitUntil } from '../../testing/waitUntil';

/**
 * The fetch against a local HTTP server standing in for the Bank of Russia (no test needs
 * the internet): a good answer is stored; unreachable, slow, malformed and cut-off answers
 * store nothing and keep what was stored.
 */
const fixture = readFileSync(join(__dirname, 'fixtures', 'XML_daily.xml'));
type Behaviour = (res: import('node:http').ServerResponse) => void;
let behaviour: Behaviour;
let server: Server;
let url: string;
const asked: string[] = [];

const t = useTestDb();
beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    behaviour(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/scripts/XML_daily.asp`;
}, 60_000);
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const send = (status: number, body: Uint8Array | string): Behaviour => (res) => {
  res.writeHead(status, { 'content-type': 'application/xml; charset=windows-1251' });
  res.end(body);
};
const DAY = '2026-11-27';
const usd = async () => (await officialRatesOf(t.db, DAY)).rates.find((r) => r.code === 'USD');

describe('fetchOfficialRates', () => {
  it('asks for the day (date_req=dd/MM/yyyy) and stores every currency per unit, with our margin where the currency is ours', async () => {
    behaviour = send(200, fixture);
    expect(await fetchOfficialRates(t.db, { url, date: DAY })).toEqual({ count: 6, sourceDate: DAY });
    expect(asked.at(-1)).toBe('/scripts/XML_daily.asp?date_req=27/11/2026');
    const day = await officialRatesOf(t.db, DAY);
    expect(day.fetched_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(day.rates.find((r) => r.code === 'KZT')).toMatchObject({ nominal: 100, value: '18.3012', rate: '0.183012' });
    expect(await usd()).toEqual({ code: 'USD', name: 'Доллар США', nominal: 1, value: '92.5012', rate: '92.5012', margin_percent: null });
  });

  it.each<[string, () => Behaviour, RegExp]>([
    ['malformed (an HTML page)', () => send(200, '<html>Сервис недоступен</html>'), /refused/],
    ['partial (cut off mid-answer)', () => send(200, fixture.subarray(0, 700)), /refused/],
    ['an error status', () => send(503, 'busy'), /HTTP 503/],
    ['slow (no answer before the timeout)', () => () => undefined, /no answer within 300 ms/],
  ])('keeps what was stored when the answer is %s', async (_what, make, reason) => {
    behaviour = make();
    const before = await officialRatesOf(t.db, DAY);
    const failed = fetchOfficialRates(t.db, { url, date: DAY, timeoutMs: 300 });
    await expect(failed).rejects.toThrow(OfficialRatesFetchError);
    await expect(failed).rejects.toThrow(reason);
    expect(await officialRatesOf(t.db, DAY)).toEqual(before);
  });

  it('keeps what was stored when the source is unreachable, and says so', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    await expect(fetchOfficialRates(t.db, { url: `http://127.0.0.1:${port}/x`, date: DAY })).rejects.toThrow(/ECONNREFUSED.*stored rates are kept/);
    expect((await usd())?.rate).toBe('92.5012');
  });

  it('answers a day never fetched with no rates', async () => {
    expect(await officialRatesOf(t.db, '2020-01-01')).toEqual({ date: '2020-01-01', fetched_at: null, rates: [] });
    expect(requestUrl('http://x/a?b=1', '2026-01-05')).toBe('http://x/a?b=1&date_req=05/01/2026');
  });
});

describe('the daily schedule', () => {
  it('waits until the next HH:MM in the zone, tomorrow once it has passed', () => {
    // 05:00 UTC is 08:00 in Moscow.
    expect(msUntilNext('08:30', 'Europe/Moscow', new Date('2026-11-27T05:00:00Z'))).toBe(30 * 60_000);
    expect(msUntilNext('08:30', 'Europe/Moscow', new Date('2026-11-27T06:00:00Z'))).toBe(23.5 * 3600_000);
  });

  it('fetches at start when the day is missing, and a failure is one warning, not a crash', async () => {
    const warnings: string[] = [];
    const infos: string[] = [];
    behaviour = send(500, 'down');
    const log = { info: (m: string) => infos.push(m), warn: (m: string) => warnings.push(m) };
    const now = () => new Date('2030-03-03T10:00:00Z');
    const stop = scheduleOfficialRates(t.db, { url, at: '08:30', timeZone: 'Europe/Moscow', log, now });
    try {
      await waitUntil(() => warnings.length === 1);
      expect(warnings[0]).toMatch(/official rates for 2030-03-03: .* failed \(HTTP 500\); the stored rates are kept/);
      behaviour = send(200, fixture);
      stop();
      const again = scheduleOfficialRates(t.db, { url, at: '08:30', timeZone: 'Europe/Moscow', log, now });
      await waitUntil(() => infos.length === 1);
      again();
      expect(infos[0]).toBe('official rates for 2030-03-03: 6 currencies stored');
      // Stored now: a start that day does not ask again.
      const count = asked.length;
      const third = scheduleOfficialRates(t.db, { url, at: '08:30', timeZone: 'Europe/Moscow', log, now });
      await new Promise((r) => setTimeout(r, 200));
      third();
      expect(asked.length).toBe(count);
    } finally {
      stop();
    }
  });
});
