import { todayInTimeZone } from '../shared/dates';
import { pdfText, xlsxRows } from './documents/testing/readBack';
import { get, put, type Req } from './ledger/testing/matrixRequests';
import { WHO, type Who } from './testing/routeAccess';
import { callAs, openMatrixWorld, routeRequests, type MatrixWorld, type RawAnswer } from './testing/matrixWorld';

/**
 * Trust: a transfer's code appears in its create answer (and a new code's
 * answer), in its creator's own view while not final, and to admins — nowhere else. The
 * Moscow cashier creates an external and a crypto transfer to Казань and has the external
 * one's code replaced; then every GET route of the route table (the authorization matrix's
 * requests, testing/matrixWorld.ts) plus the receiving side's lists, search and prints is
 * read as every other kind of user, files unpacked (XLSX cells, PDF text), and no answer
 * holds any of the three codes. Admins are left out on purpose: they may see an open code
 * (docs/PRODUCT-DECISIONS.md, Trust). The live events and the audit log (the admin's view of it, and the
 * table) are searched too.
 */
let w: MatrixWorld;
let codes: string[] = [];
let eventsText = '';
let stopEvents: () => void = () => undefined;

// The server's day (Moscow), not UTC's: from 21:00 UTC they differ.
const DAY = todayInTimeZone();
/** Not reads of data: they would sign out or switch the site off; the events are read below. */
const SKIPPED = new Set(['GET /api/logout', 'GET /api/stop_site/', 'GET /api/events/']);
const OTHERS = WHO.filter((who): who is Exclude<Who, 'cashier' | 'admin' | 'anonymous'> => !['cashier', 'admin', 'anonymous'].includes(who));

/** Everything an answer says, as text: JSON and text as they are, XLSX cells, PDF text. */
async function textOf(answer: RawAnswer): Promise<string> {
  if (answer.contentType.includes('spreadsheetml')) return JSON.stringify((await xlsxRows(answer.raw)).values);
  if (answer.contentType.includes('pdf')) return pdfText(answer.raw);
  return answer.raw.toString('utf8');
}

/** Reads GET /api/events/ as `token` over a real socket until stopped. */
async function listen(base: string, token: string): Promise<() => void> {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/events/`, { headers: { authorization: `Token ${token}` }, signal: abort.signal });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        eventsText += decoder.decode(value, { stream: true });
      }
    } catch {
      // aborted
    }
  })();
  return () => abort.abort();
}

beforeAll(async () => {
  w = await openMatrixWorld();
  const base = await w.f.app.listen({ port: 0, host: '127.0.0.1' });
  stopEvents = await listen(base, w.tokens.otherCity);
  const { f } = w;
  const cashier = async (req: Req) => JSON.parse((await callAs(w, req, 'cashier')).raw.toString('utf8'));
  const to = { from_cash_register: f.registers.m1, to_cash_register: f.registers.k1 };
  const external = await cashier({ method: 'POST', url: '/api/external_transfer/create/', body: { ...to, currency: f.currencies.USD, amount: '10.00', fee: '1.00' } });
  const crypto = await cashier({ method: 'POST', url: '/api/crypto_transfer/create/', body: { ...to, crypto_currency: f.currencies.USDT, amount: '1', fee: '0' } });
  const renewed = await cashier(put(`/api/external_transfer/new_code/${external.id}/`));
  codes = [external.transfer_code, crypto.transfer_code, renewed.transfer_code];
  expect(codes).toEqual([expect.stringMatching(/^\d{8}$/), expect.stringMatching(/^\d{8}$/), expect.stringMatching(/^\d{8}$/)]);
  // The creator sees the live code in the sender's list: the search below has something to miss.
  const own = await callAs(w, get(`/api/external_transfer/?cash_register=${f.registers.m1}`), 'cashier');
  expect(own.raw.toString('utf8')).toContain(renewed.transfer_code);
  // A wrong guess at the receiving register: its error message must not echo the code.
  const guess = await callAs(w, put(`/api/crypto_transfer/accept/${crypto.id}/`, { transfer_code: codes[0] }), 'otherCity');
  expect(guess.status).toBe(400);
  expect(guess.raw.toString('utf8')).not.toContain(codes[0]);
  await new Promise((resolve) => setTimeout(resolve, 300)); // the NOTIFYs reach the open stream
}, 180_000);
afterAll(async () => {
  stopEvents();
  await w?.f.close();
});

/** The receiving register's side, which the matrix's Москва requests do not name. */
function receiverRequests(): Req[] {
  const { registers, cities } = w.f;
  return [
    ...['external_transfer', 'crypto_transfer', 'internal_transfer'].map((p) => get(`/api/${p}/?cash_register=${registers.k1}&page=1`)),
    ...['external_transfer', 'crypto_transfer'].map((p) => get(`/api/city_${p}/?city=${cities.kazan}&page=1`)),
    get(`/api/city_external_transfer/?page=1`),
    ...codes.map((code) => get(`/api/find_external_transfer/?cash_register=${registers.k1}&code=${code}`)),
    get(`/api/operation/?cash_register=${registers.k1}&page=1`),
    get(`/api/operation/?cash_register=${registers.m1}&page=1`),
    get(`/api/print_day_report/?city=${cities.kazan}&date=${DAY}&format=xlsx`),
    get(`/api/print_day_report/?city=${cities.kazan}&date=${DAY}&format=pdf`),
    get(`/api/print_day_report/?city=${cities.moscow}&date=${DAY}&format=pdf`),
  ];
}

async function leaks(who: Who, requests: Req[]): Promise<string[]> {
  const found: string[] = [];
  for (const req of requests) {
    const answer = await callAs(w, req, who);
    const text = await textOf(answer);
    for (const code of codes) if (text.includes(code)) found.push(`${req.url} (${answer.status})`);
  }
  return found;
}

describe('the code is in no other answer', () => {
  it.each(OTHERS)('as %s: no GET route of the route table, no receiving-side read', async (who) => {
    const requests = routeRequests(() => w);
    const gets: Req[] = [];
    for (const route of w.f.app.routeTable) {
      const key = `${route.method} ${route.url}`;
      if (route.method !== 'GET' || !route.url.startsWith('/api/') || /^\/api\/docs/.test(route.url) || SKIPPED.has(key)) continue;
      const req = await requests[key](who);
      gets.push(req);
      // The prints once more as PDF: the same data drawn as text.
      if (req.url.includes('format=xlsx')) gets.push({ ...req, url: req.url.replace('format=xlsx', 'format=pdf') });
    }
    expect(gets.length).toBeGreaterThan(50);
    expect(await leaks(who, [...gets, ...receiverRequests()])).toEqual([]);
  }, 120_000);

  it('nor in the live events of the receiving city', () => {
    expect(eventsText).toContain('transfer.created');
    for (const code of codes) expect(eventsText).not.toContain(code);
  });

  it('nor in the audit log: the admin screen or the table itself', async () => {
    const screen = await callAs(w, get('/api/audit/?size=100'), 'admin');
    expect(screen.status).toBe(200);
    const table = await w.f.db.query<{ text: string }>('SELECT string_agg(concat(action, details, before, after), \'\') AS text FROM audit_log');
    expect(table.rows[0].text).toContain('transfer.');
    for (const code of codes) {
      expect(screen.raw.toString('utf8')).not.toContain(code);
      expect(table.rows[0].text).not.toContain(code);
    }
  });
});
