import {
  CLIENT_BLOCKED_MESSAGE,
  CLIENT_REVIEW_MESSAGE,
  FROZEN_TRANSFER_CANCEL_MESSAGE,
  IDENTITY_LOCKED_MESSAGE,
  RECEIVER_FIXED_MESSAGE,
  type ClientBody,
} from '../../shared/contract/clients';
import { client, type Who } from '../ledger/testing/apiClient';
import { fund, useLedgerFixture } from '../ledger/testing/ledgerFixture';
import { clientBody } from '../features/clients/testing/clientBodies';
import { PERSON_MOVEMENTS, type Naming, type PersonMovement } from './testing/personMovements';
import { replaceWatchlist } from './testing/listWorld';

/**
 * A person's screening state holds at every write that names them (docs/api/clients.md,
 * "Screening"), generated from the table of such writes (testing/personMovements.ts): each
 * movement, each way it names a person, a blocked and a waiting person → 403 and nothing
 * written; each movement's walk of a confirmed match through a cashier's edit to an
 * officer's lift; and a new list that no longer names them.
 */
const f = useLedgerFixture({ app: true });
const as = client(f);
const BIRTH = '1971-03-03';

type Status = 'blocked' | 'review';
type Person = { id: number; last_name: string; first_name: string };
type Given = { id: number; code: string } | null;
interface Case { m: PersonMovement; named: Naming; role: string; status: Status }

const CASES: Case[] = PERSON_MOVEMENTS.flatMap((m) =>
  m.persons.flatMap((p) => (['blocked', 'review'] as const).map((status) => ({ m, named: p.named, role: p.role, status }))),
);
const namingText = (n: Naming) => (typeof n === 'object' ? `named in ${n.field}` : `named ${n}`);
const caseName = (c: Case) => `${c.m.movement}, the ${c.role} ${namingText(c.named)}, ${c.status}`;

// Names far apart from each other (two letters at least per digit), each with an «р» to retype.
const SYLLABLES = ['ба', 'ве', 'ги', 'до', 'жу', 'зя'];
let named = 0;
const nextName = () => {
  const n = named++;
  return { last_name: `Пере${SYLLABLES[Math.floor(n / 36) % 6]}${SYLLABLES[Math.floor(n / 6) % 6]}${SYLLABLES[n % 6]}`, first_name: 'Роман', middle_name: '' };
};
const newPerson = async (): Promise<Person> => {
  const res = await as('cashier').post('/api/client/create/', clientBody({ ...nextName(), birth_date: BIRTH }));
  expect([res.status, res.body.screening_status]).toEqual([201, 'clear']);
  return res.body;
};

const ids = () => ({ m1: f.registers.m1, k1: f.registers.k1, USD: f.currencies.USD, USDT: f.currencies.USDT });

/** The table's placeholders filled in; a lone placeholder of an id is a number, as the API takes it. */
function fill(value: string, given: Given): string | number {
  const known: Record<string, string | number> = { ...ids(), transfer: given?.id ?? '', code: given?.code ?? '' };
  const whole = /^\{(\w+)\}$/.exec(value);
  if (whole && typeof known[whole[1]] === 'number') return known[whole[1]];
  return value.replace(/\{(\w+)\}/g, (_, k: string) => String(known[k]));
}

/** The given transfer, sent and (if the table says so) accepted while everyone was clear. */
async function makeGiven(m: PersonMovement, sender: number | null, receiver: number | null): Promise<Given> {
  if (!m.given) return null;
  const body = m.given.kind === 'external'
    ? { from_cash_register: f.registers.m1, to_cash_register: f.registers.k1, currency: f.currencies.USD, amount: '10.00' }
    : { from_cash_register: f.registers.m1, to_cash_register: f.registers.k1, crypto_currency: f.currencies.USDT, amount: '10' };
  const sent = await as('cashier').post(`/api/${m.given.kind}_transfer/create/`, { ...body, ...(sender ? { client: sender } : {}) });
  expect(sent.status).toBe(201);
  if (m.given.status === 'Accepted') {
    const accepted = await as('kazan').put(`/api/${m.given.kind}_transfer/accept/${sent.body.id}/`, {
      transfer_code: sent.body.transfer_code, ...(receiver ? { receiver_client: receiver } : {}),
    });
    expect(accepted.status).toBe(200);
  }
  return { id: sent.body.id, code: sent.body.transfer_code };
}

/** The table's write, naming `person` the way `named` says (the given transfer named them earlier otherwise). */
async function perform(m: PersonMovement, named: Naming, person: number, given: Given) {
  const body: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(m.body)) body[k] = fill(v, given);
  if (typeof named === 'object') body[named.field] = person;
  const url = String(fill(m.url, given));
  return m.method === 'POST' ? as(m.by as Who).post(url, body) : as(m.by as Who).put(url, body);
}

/** Everything a write would leave behind: the ledger, the records, the transfers' states and receivers. */
const footprint = async () =>
  (await f.db.query(`SELECT (SELECT count(*) FROM ledger_entries)::int AS ledger, (SELECT count(*) FROM exchange_transactions)::int AS exchanges,
      (SELECT count(*) FROM crypto_transactions)::int AS crypto,
      (SELECT string_agg(id || status || COALESCE(receiver_client_id::text, '-'), ',' ORDER BY id) FROM transfers) AS transfers`)).rows[0];

const setUp = (m: PersonMovement, named: Naming, person: number) =>
  makeGiven(m, named === 'at creation' ? person : null, named === 'at acceptance' ? person : null);

const cases = new Map<Case, { person: Person; given: Given }>();
const walks = new Map<PersonMovement, { person: Person; given: Given; named: Naming }>();

beforeAll(async () => {
  await fund(f, f.registers.m1, 'RUB', '10000000.00');
  await fund(f, f.registers.m1, 'USD', '100000.00');
  await fund(f, f.registers.m1, 'USDT', '100000');
  await fund(f, f.registers.k1, 'USD', '100000.00');
  await fund(f, f.registers.k1, 'USDT', '100000');
  const entries: Array<{ full_name: string; birth_date: string | null }> = [];
  const list = (p: Person, status: Status) => entries.push({ full_name: `${p.last_name} ${p.first_name}`, birth_date: status === 'blocked' ? BIRTH : null });
  for (const c of CASES) {
    const person = await newPerson();
    cases.set(c, { person, given: await setUp(c.m, c.named, person.id) });
    list(person, c.status);
  }
  for (const m of PERSON_MOVEMENTS) {
    const person = await newPerson();
    const named = m.persons[0].named;
    walks.set(m, { person, given: await setUp(m, named, person.id), named });
    list(person, 'blocked');
  }
  // The list comes after: every transfer above was sent (and accepted) while its persons were clear.
  await replaceWatchlist(f.db, entries);
}, 120_000);

describe('a blocked or waiting person: every write that names them is refused, nothing written', () => {
  it.each(CASES.map((c) => [caseName(c), c] as const))('%s', async (_name, c) => {
    const { person, given } = cases.get(c)!;
    expect((await as('cashier').get(`/api/client/${person.id}/`)).body.screening_status).toBe(c.status);
    const before = await footprint();
    expect(await perform(c.m, c.named, person.id, given)).toEqual({
      status: 403, body: { client: [c.status === 'blocked' ? CLIENT_BLOCKED_MESSAGE : CLIENT_REVIEW_MESSAGE] },
    });
    expect(await footprint()).toEqual(before);
  });
});

const cardBody = async (id: number): Promise<ClientBody> => {
  const { id: _id, screening_status: _s, created_at: _c, ...body } = (await as('cashier').get(`/api/client/${id}/`)).body;
  return body;
};
const matchOf = async (clientId: number, status: string) =>
  Number((await f.db.query<{ id: string }>('SELECT id FROM compliance_matches WHERE client_id = $1 AND status = $2', [clientId, status])).rows[0].id);

describe('a confirmed match holds through a cashier\'s edit until an officer lifts it', () => {
  it.each(PERSON_MOVEMENTS.map((m) => [m.movement, m] as const))('%s', async (_name, m) => {
    const { person, given, named } = walks.get(m)!;
    const matchId = await matchOf(person.id, 'open');
    expect((await as('compliance').put(`/api/compliance/matches/${matchId}/confirm/`)).body.status).toBe('confirmed');

    const card = await cardBody(person.id);
    const oneLetter = { ...card, first_name: 'Ромен' };
    const latinP = { ...card, last_name: card.last_name.replace('р', 'p') };
    expect(latinP.last_name).not.toBe(card.last_name);
    for (const edit of [oneLetter, latinP, { ...card, birth_date: '1971-03-04' }, { ...card, document_number: '999111' }]) {
      expect(await as('cashier').put(`/api/client/update/${person.id}/`, edit)).toEqual({ status: 403, body: { detail: IDENTITY_LOCKED_MESSAGE } });
    }
    // An administrator without the compliance permission is not a compliance officer.
    expect((await as('admin').put(`/api/client/update/${person.id}/`, oneLetter)).status).toBe(403);
    // What is not the identity stays anyone's to edit; the state does not move.
    const phone = await as('cashier').put(`/api/client/update/${person.id}/`, { ...card, phone: '+7 900 111-22-33', note: 'позвонить' });
    expect([phone.status, phone.body.screening_status]).toEqual([200, 'blocked']);

    const before = await footprint();
    expect(await perform(m, named, person.id, given)).toEqual({ status: 403, body: { client: [CLIENT_BLOCKED_MESSAGE] } });
    expect(await footprint()).toEqual(before);

    const lift = `/api/compliance/matches/${matchId}/lift/`;
    expect((await as('cashier').put(lift, { reason: 'другой человек' })).status).toBe(404);
    expect(await as('compliance').put(lift, { reason: '   ' })).toEqual({ status: 400, body: { reason: ['Это поле не может быть пустым.'] } });
    const lifted = await as('compliance').put(lift, { reason: 'Другой человек: паспорт сверен с перечнем' });
    expect(lifted.body).toMatchObject({ status: 'lifted', lift_reason: 'Другой человек: паспорт сверен с перечнем', lifted_by: { id: f.users.compliance } });
    expect((await as('compliance').put(lift, { reason: 'ещё раз' })).status).toBe(409);
    const audit = await f.db.query("SELECT details->>'reason' AS reason FROM audit_log WHERE action = 'compliance_match.lift' AND record_id = $1", [String(matchId)]);
    expect(audit.rows).toEqual([{ reason: 'Другой человек: паспорт сверен с перечнем' }]);

    expect((await perform(m, named, person.id, given)).status).toBe(m.success);
  });
});

describe('what an officer does, and what stays frozen', () => {
  it('an officer\'s edit of the identity rescreens and never lowers the state; the match stays', async () => {
    const p = await newPerson();
    await replaceWatchlist(f.db, [{ full_name: `${p.last_name} ${p.first_name}`, birth_date: BIRTH }]);
    const card = await cardBody(p.id);
    const edited = await as('compliance').put(`/api/client/update/${p.id}/`, { ...card, last_name: card.last_name.replace('р', 'p'), first_name: 'Ромен' });
    expect([edited.status, edited.body.screening_status]).toEqual([200, 'blocked']);
    expect(await matchOf(p.id, 'open')).toBeGreaterThan(0);
  });

  it('nobody lifts a match on a client they created; only a confirmed match is lifted', async () => {
    const res = await as('compliance').post('/api/client/create/', clientBody({ ...nextName(), birth_date: BIRTH }));
    await replaceWatchlist(f.db, [{ full_name: `${res.body.last_name} ${res.body.first_name}`, birth_date: BIRTH }]);
    const open = await matchOf(res.body.id, 'open');
    expect((await as('admin').put(`/api/compliance/matches/${open}/lift/`, { reason: 'x' })).status).toBe(409);
    expect((await as('admin').put(`/api/compliance/matches/${open}/confirm/`)).status).toBe(200);
    expect(await as('compliance').put(`/api/compliance/matches/${open}/lift/`, { reason: 'x' })).toEqual({
      status: 403, body: { detail: 'Нельзя решать совпадение по клиенту, которого вы сами завели.' },
    });
  });

  it('the receiver named at acceptance is the only one paid; once listed, nobody is', async () => {
    const [a, b] = [await newPerson(), await newPerson()];
    const given = await makeGiven(PERSON_MOVEMENTS.find((m) => m.movement === 'external transfer: deliver')!, null, a.id);
    const deliver = (body: object) => as('kazan').put(`/api/external_transfer/deliver/${given!.id}/`, body);
    expect(await deliver({ receiver_client: b.id })).toEqual({ status: 400, body: { receiver_client: [RECEIVER_FIXED_MESSAGE] } });
    await replaceWatchlist(f.db, [{ full_name: `${a.last_name} ${a.first_name}`, birth_date: BIRTH }]);
    const before = await footprint();
    expect(await deliver({ receiver_client: b.id })).toEqual({ status: 400, body: { receiver_client: [RECEIVER_FIXED_MESSAGE] } });
    expect(await deliver({})).toEqual({ status: 403, body: { client: [CLIENT_BLOCKED_MESSAGE] } });
    expect(await deliver({ receiver_client: a.id })).toEqual({ status: 403, body: { client: [CLIENT_BLOCKED_MESSAGE] } });
    expect(await footprint()).toEqual(before);
  });

  it('a frozen transfer is not edited, and is cancelled by a compliance officer only', async () => {
    const sender = await newPerson();
    const given = await makeGiven(PERSON_MOVEMENTS.find((m) => m.movement === 'external transfer: accept')!, sender.id, null);
    await replaceWatchlist(f.db, [{ full_name: `${sender.last_name} ${sender.first_name}`, birth_date: null }]);
    expect(await as('cashier').put(`/api/external_transfer/update/${given!.id}/`, { amount: '20.00' })).toEqual({
      status: 403, body: { client: [CLIENT_REVIEW_MESSAGE] },
    });
    const cancel = (who: Who) => as(who).put(`/api/external_transfer/cancel/${given!.id}/`, { reason: 'клиент в перечне' });
    expect(await cancel('cashier')).toEqual({ status: 403, body: { detail: FROZEN_TRANSFER_CANCEL_MESSAGE } });
    expect(await cancel('supervisor')).toEqual({ status: 403, body: { detail: FROZEN_TRANSFER_CANCEL_MESSAGE } });
    const cancelled = await cancel('compliance');
    expect([cancelled.status, cancelled.body.status]).toEqual([200, 'Cancelled']);
  });
});

describe('a new list that no longer names them', () => {
  it('leaves every blocked and waiting person as they were, their matches flagged «нет в новом перечне» and still decidable', async () => {
    const still = [...cases.entries()].map(([c, { person }]) => [person.id, c.status] as const);
    await replaceWatchlist(f.db, [{ full_name: 'Совсем Другой', birth_date: '1950-01-01' }]);
    for (const [id, status] of still) expect([id, (await as('cashier').get(`/api/client/${id}/`)).body.screening_status]).toEqual([id, status]);

    const listed = await as('compliance').get('/api/compliance/matches/?status=open&size=100');
    const flags = new Map<number, boolean>(listed.body.results.map((r: { client: { id: number }; in_current_list: boolean }) => [r.client.id, r.in_current_list]));
    for (const [id] of still) expect([id, flags.get(id)]).toEqual([id, false]);

    const [waiting] = still.filter(([, s]) => s === 'review');
    const [blocked] = still.filter(([, s]) => s === 'blocked');
    const cleared = await as('compliance').put(`/api/compliance/matches/${await matchOf(waiting[0], 'open')}/clear/`);
    expect(cleared.body).toMatchObject({ status: 'cleared', in_current_list: false });
    expect((await as('cashier').get(`/api/client/${waiting[0]}/`)).body.screening_status).toBe('clear');
    const confirmed = await as('compliance').put(`/api/compliance/matches/${await matchOf(blocked[0], 'open')}/confirm/`);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', in_current_list: false });
    expect((await as('cashier').get(`/api/client/${blocked[0]}/`)).body.screening_status).toBe('blocked');
  });
});
