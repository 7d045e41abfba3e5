import type { Prng } from '../../seed/demoLedgerRandom';
import { burstOrder, learn, pickWrite, type WriteRequest, type World } from './writeKinds';

/**
 * The burst: a few workers send writes of every kind back to back, as fast as the server
 * answers, until the server is killed under them. Each write's outcome is kept: its status
 * and answer, or none when the server died before the whole answer arrived.
 */

export interface WriteOutcome extends WriteRequest {
  cycle: number;
  /** Its Idempotency-Key: each send has its own (the triple accepts are three requests). */
  key: string;
  /** Sent again with its key after the restart, having had no answer (resendUnanswered). */
  resent?: 'replayed' | 'written now';
  /** null: no (complete) answer — the write may or may not have happened, but not half. */
  status: number | null;
  // Answers are JSON records of several shapes; the checks read the fields they know.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  answer: any;
}

type Json = Record<string, unknown>;

async function call(
  base: string,
  token: string | null,
  method: string,
  url: string,
  body?: object,
  key?: string,
): Promise<{ status: number; answer: Json | null; replayed: boolean }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Token ${token}`;
  if (key) headers['idempotency-key'] = key;
  const res = await fetch(`${base}${url}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  const text = await res.text();
  return { status: res.status, answer: text ? (JSON.parse(text) as Json) : null, replayed: res.headers.get('idempotent-replayed') === 'true' };
}

export async function signIn(base: string, username: string): Promise<string> {
  const { status, answer } = await call(base, null, 'POST', '/api/token-auth/', { username, password: username });
  if (status !== 200) throw new Error(`sign-in as ${username}: ${status} ${JSON.stringify(answer)}`);
  return String(answer!.token);
}

async function read<T>(base: string, token: string, url: string): Promise<T> {
  const { status, answer } = await call(base, token, 'GET', url);
  if (status !== 200) throw new Error(`GET ${url}: ${status}`);
  return answer as T;
}

/** Reads the demo network and gives every register enough money that most writes succeed. */
export async function setUpWorld(base: string, token: string): Promise<World> {
  type Currency = { id: number; code: string; is_base?: boolean };
  const currencies = await read<Currency[]>(base, token, '/api/currency/?ordering=order');
  const crypto = await read<Currency[]>(base, token, '/api/crypto_currency/?ordering=order');
  // The tills: the burst's writes are client operations, which a city's vault refuses (docs/VAULT.md).
  const registers = (await read<Array<{ id: number; city: { id: number }; kind: string }>>(base, token, '/api/all_cash_registers/')).filter(
    (r) => r.kind !== 'vault',
  );
  const usd = currencies.find((c) => c.code === 'USD')!.id;
  const world: World = {
    registers: [],
    persons: new Map(),
    ownPersons: [],
    transfers: new Map(),
    records: [],
    corrections: [],
    shifts: new Map(),
    waitingShifts: [],
    successesByMaker: [],
    base: currencies.find((c) => c.is_base)!.id,
    usd,
    usdt: crypto.find((c) => c.code === 'USDT')!.id,
  };
  for (const { id, city } of registers) {
    const pairs = await read<Array<{ currency: { id: number } }>>(base, token, `/api/available_currency_pair/?cash_register=${id}`);
    const pairCurrency = pairs.some((p) => p.currency.id === usd) ? usd : pairs[0].currency.id;
    world.registers.push({ id, city: city.id, pairCurrency });
    // The demo opens every register's shift (seed/demoShifts.ts).
    const shift = await read<{ id: number }>(base, token, `/api/shift/current/?cash_register=${id}`);
    world.shifts.set(id, { id: shift.id, open: true });
    // ...and keeps some closed shifts waiting for approval (seed/demoShifts.ts): approvals can start at once.
    const closed = await read<{ results: Array<{ id: number; approval: string }> }>(base, token, `/api/shift/?cash_register=${id}&status=Closed&size=100`);
    world.waitingShifts.push(...closed.results.filter((s) => s.approval === 'WAITING').map((s) => s.id));
    if (!world.persons.has(city.id)) {
      const persons = await read<Array<{ id: number }>>(base, token, `/api/all_operation_person/?city=${city.id}&is_active=true`);
      world.persons.set(city.id, persons.map((p) => p.id));
    }
    const person = world.persons.get(city.id)![0];
    const funding: Array<[string, object]> = [
      ['/api/income_outcome/create/', { cash_register: id, currency: world.base, direction: 'Income', amount: '50000000.00' }],
      ...[...new Set([usd, pairCurrency])].map((currency): [string, object] => [
        '/api/out_transaction/create/',
        { cash_register: id, operation_person: person, currency, operation_type: 'REPLENISHMENT', amount: '500000.00' },
      ]),
      ['/api/crypto_out_transaction/create/', { cash_register: id, operation_person: person, crypto_currency: world.usdt, operation_type: 'REPLENISHMENT', amount: '5000' }],
    ];
    for (const [url, body] of funding) {
      const { status, answer } = await call(base, token, 'POST', url, body);
      if (status !== 201) throw new Error(`funding ${url}: ${status} ${JSON.stringify(answer)}`);
    }
  }
  return world;
}

export interface BurstOptions {
  base: string;
  token: string;
  /** Another user's token for accepts and deliveries (WriteRequest.byReceiver). */
  receiverToken: string;
  random: Prng;
  world: World;
  cycle: number;
  /** Tags start with this: unique per run (the seed) and per cycle. */
  tagPrefix: string;
  workers: number;
  killAfterMs: number;
  kill: () => Promise<void>;
}

export async function runBurst(o: BurstOptions): Promise<{ outcomes: WriteOutcome[]; inFlightAtKill: number }> {
  const outcomes: WriteOutcome[] = [];
  let stopped = false;
  let inFlight = 0;
  let inFlightAtKill = 0;
  let n = 0;

  let sent = 0;
  // Each burst starts with one write of every kind (that can be made by then), the kinds with
  // fewest successes so far first, so a run of short bursts still does every kind.
  const firstPicks = burstOrder(o.world);
  const send = async (req: WriteRequest) => {
    if (req.prepare) {
      try {
        await req.prepare((url) => read(o.base, req.byReceiver ? o.receiverToken : o.token, url));
      } catch {
        return; // the server died (or refused to read): nothing was sent
      }
    }
    const key = `${o.tagPrefix.replace(/\s+/g, '-')}-${++sent}`;
    const outcome: WriteOutcome = { ...req, cycle: o.cycle, key, status: null, answer: null };
    outcomes.push(outcome);
    inFlight++;
    try {
      const { status, answer } = await call(o.base, req.byReceiver ? o.receiverToken : o.token, req.method, req.url, req.body, key);
      Object.assign(outcome, { status, answer });
    } catch {
      // The connection died with the server: no answer.
    } finally {
      inFlight--;
    }
    if (outcome.status !== null && outcome.status < 300) learn(o.world, req, outcome.answer);
  };

  const worker = async () => {
    while (!stopped) {
      const first = n < firstPicks.length ? firstPicks[n] : undefined;
      const req = pickWrite(o.random, o.world, `${o.tagPrefix}.${n++}`, first);
      // The same accept three times at once: the lock must let exactly one through.
      await Promise.all(req.kind === 'accept' ? [send(req), send({ ...req }), send({ ...req })] : [send(req)]);
    }
  };

  const killed = new Promise<void>((resolve, reject) => {
    setTimeout(() => {
      stopped = true;
      inFlightAtKill = inFlight;
      o.kill().then(resolve, reject);
    }, o.killAfterMs);
  });
  await Promise.all([...Array.from({ length: o.workers }, worker), killed]);
  return { outcomes, inFlightAtKill };
}

/**
 * The writes a kill left without an answer are sent again, with their keys, to
 * the restarted server, as a client that lost the answer would. One whose write had
 * committed is answered its first answer (replayed); one that had not is written now, or
 * refused. The integrity checks then hold them to their new answers: present exactly once.
 */
export async function resendUnanswered(
  base: string,
  tokens: { token: string; receiverToken: string },
  world: World,
  outcomes: WriteOutcome[],
): Promise<void> {
  for (const w of outcomes.filter((x) => x.status === null)) {
    const token = w.byReceiver ? tokens.receiverToken : tokens.token;
    const { status, answer, replayed } = await call(base, token, w.method, w.url, w.body, w.key);
    Object.assign(w, { status, answer, resent: replayed ? 'replayed' : 'written now' });
    if (status < 300 && answer) learn(world, w, answer);
  }
}
