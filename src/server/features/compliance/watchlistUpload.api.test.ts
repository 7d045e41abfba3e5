import { client } from '../../ledger/testing/apiClient';
import { useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { clientBody } from '../clients/testing/clientBodies';
import { uploadWatchlist } from './testing/watchlistUpload';
import { importWatchlist } from './watchlist';

/**
 * A list upload that cannot open the door for everyone (docs/api/clients.md, "The list"):
 * an empty list is refused, a repeated line is one entry, a list that drops more than a tenth
 * of the entries in force waits for an officer's confirmation, the upload is staged in short
 * transactions (other calls go on meanwhile) and a failure half way changes nothing.
 */
const f = useLedgerFixture({ app: true });
const as = client(f);

const LISTED = { last_name: 'Злодеев', first_name: 'Зиновий', middle_name: 'Захарович', birth_date: '1970-01-01' };
const NEWCOMER = { last_name: 'Новиков', first_name: 'Нил', middle_name: '', birth_date: '1980-02-02' };
const fillers = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `Филлеров${from + i} Тест,1990-01-01`);
const csv = (...lines: string[]) => `full_name,birth_date\n${lines.join('\n')}\n`;

let listed: number;
let newcomer: number;
beforeAll(async () => {
  listed = (await as('cashier').post('/api/client/create/', clientBody(LISTED))).body.id;
  newcomer = (await as('cashier').post('/api/client/create/', clientBody(NEWCOMER))).body.id;
}, 60_000);

const status = async (id: number) => (await as('cashier').get(`/api/client/${id}/`)).body.screening_status as string;
const listState = async () => (await as('compliance').get('/api/compliance/watchlist/')).body;
const countOf = async (sql: string, params: unknown[] = []) => (await f.db.query<{ n: number }>(sql, params)).rows[0].n;
const confirm = (who: 'compliance' | 'cashier' | 'supervisor' | 'admin', id: number) => as(who).post(`/api/compliance/watchlist/import/${id}/confirm/`);
/** Everything an upload must leave as it was when refused or failed. */
const snapshot = async () => ({
  list: await listState(),
  statuses: [await status(listed), await status(newcomer)],
  imports: await countOf("SELECT count(*)::int AS n FROM watchlist_imports WHERE state IN ('applied', 'staging', 'preview')"),
  entries: await countOf('SELECT count(*)::int AS n FROM watchlist_entries'),
});

describe('the first list', () => {
  it('an empty list is refused (400 on file) and nothing is written', async () => {
    for (const text of ['full_name,birth_date\n', 'full_name,birth_date,source\n\n  \n']) {
      expect(await uploadWatchlist(f, 'compliance', text)).toEqual({
        status: 400, body: { file: ['В файле нет ни одной записи: пустой перечень не загружается.'] },
      });
    }
    expect(await countOf('SELECT count(*)::int AS n FROM watchlist_imports')).toBe(0);
  });

  it('applies at once; the same line twice (or spelt with other case and spaces) is one entry', async () => {
    const line = 'Злодеев Зиновий Захарович,1970-01-01';
    const res = await uploadWatchlist(f, 'compliance', csv(line, ...fillers(19), line, 'ЗЛОДЕЕВ  Зиновий   Захарович,1970-01-01', 'Филлеров3 Тест,1990-01-01'));
    expect(res).toMatchObject({ status: 200, body: { entries: 20, matched: 1 } });
    expect(await countOf('SELECT count(*)::int AS n FROM watchlist_entries')).toBe(20);
    expect(await status(listed)).toBe('blocked');
  });
});

describe('a list in force (20 entries)', () => {
  it('an empty list is refused and every status stays', async () => {
    const before = await snapshot();
    expect((await uploadWatchlist(f, 'compliance', 'full_name,birth_date\n')).status).toBe(400);
    expect(await snapshot()).toEqual(before);
    expect(before.statuses[0]).toBe('blocked');
  });

  it('a list dropping more than a tenth is a preview (202): nothing changes until an officer confirms it', async () => {
    const before = await snapshot();
    const res = await uploadWatchlist(f, 'compliance', csv('Новиков Нил,1980-02-02', ...fillers(5)));
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      preview: expect.any(Number),
      file_name: 'list.csv',
      entries: 6,
      entries_in_force: 20,
      added: 1,
      removed: 15,
      added_sample: [{ full_name: 'Новиков Нил', birth_date: '1980-02-02' }],
      removed_sample: expect.arrayContaining([{ full_name: 'Злодеев Зиновий Захарович', birth_date: '1970-01-01' }]),
      newly_matched: 1,
      newly_matched_clients: [{
        client: { id: newcomer, name: 'Новиков Нил' }, screening_status: 'clear', kind: 'blocked',
        entry: { full_name: 'Новиков Нил', birth_date: '1980-02-02' },
      }],
      no_longer_listed: 1,
      no_longer_listed_clients: [{
        client: { id: listed, name: 'Злодеев Зиновий Захарович' }, screening_status: 'blocked', kind: 'blocked',
        entry: { full_name: 'Злодеев Зиновий Захарович', birth_date: '1970-01-01' },
      }],
      expires_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      staged_by: { id: f.users.compliance, name: expect.any(String) },
    });
    expect(res.body.removed_sample).toHaveLength(10);
    const after = await snapshot();
    expect({ ...after, imports: after.imports - 1, entries: after.entries - 6 }).toEqual(before);

    // Only an officer confirms: to anyone else the route does not exist.
    expect((await confirm('cashier', res.body.preview)).status).toBe(404);
    expect((await confirm('supervisor', res.body.preview)).status).toBe(404);
    expect(await status(newcomer)).toBe('clear');

    const applied = await confirm('compliance', res.body.preview);
    expect(applied).toMatchObject({ status: 200, body: { entries: 6, imported_by: { id: f.users.compliance } } });
    expect(await status(newcomer)).toBe('blocked');
    expect((await listState()).entries).toBe(6);
    // The replaced list's entries are gone; the new list's stay.
    expect(await countOf('SELECT count(*)::int AS n FROM watchlist_entries')).toBe(6);
    expect((await confirm('compliance', res.body.preview)).status).toBe(409);
    const { rows } = await f.db.query<{ action: string; details: { removed?: number } }>(
      "SELECT action, details FROM audit_log WHERE action IN ('watchlist.preview', 'watchlist.confirm') ORDER BY id");
    expect(rows).toEqual([
      { action: 'watchlist.preview', details: expect.objectContaining({ import: res.body.preview, removed: 15, added: 1 }) },
      { action: 'watchlist.confirm', details: expect.objectContaining({ import: res.body.preview, entries: 6 }) },
    ]);
  });

  it('a list dropping a tenth or less applies at once', async () => {
    const res = await uploadWatchlist(f, 'compliance', csv('Новиков Нил,1980-02-02', ...fillers(5), 'Добавленный Новый,'));
    expect(res).toMatchObject({ status: 200, body: { entries: 7 } });
  });

  it('a preview cancelled, expired, or overtaken by another list cannot be confirmed (409); an unknown one is 404', async () => {
    const shrink = csv('Новиков Нил,1980-02-02');
    const cancelled = (await uploadWatchlist(f, 'compliance', shrink)).body.preview;
    const expired = (await uploadWatchlist(f, 'compliance', shrink)).body.preview;
    const overtaken = (await uploadWatchlist(f, 'compliance', shrink)).body.preview;
    expect(new Set([cancelled, expired, overtaken]).size).toBe(3);

    expect((await as('cashier').post(`/api/compliance/watchlist/import/${cancelled}/cancel/`)).status).toBe(404);
    expect(await as('compliance').post(`/api/compliance/watchlist/import/${cancelled}/cancel/`)).toMatchObject({ status: 200, body: { entries: 7 } });
    expect((await confirm('compliance', cancelled)).body).toEqual({ detail: expect.stringContaining('уже не ждёт подтверждения') });

    await f.db.query("UPDATE watchlist_imports SET heartbeat_at = now() - interval '61 minutes' WHERE id = $1", [expired]);
    expect((await confirm('compliance', expired)).status).toBe(409);

    expect((await uploadWatchlist(f, 'compliance', csv('Новиков Нил,1980-02-02', ...fillers(5), 'Добавленный Новый,', 'Ещё Один,'))).status).toBe(200);
    expect((await confirm('compliance', overtaken)).status).toBe(409);
    expect((await confirm('compliance', 999999)).status).toBe(404);
    expect((await listState()).entries).toBe(8);
    // The previews' entries were deleted with them.
    expect(await countOf('SELECT count(*)::int AS n FROM watchlist_entries')).toBe(8);
  });

  it('one upload at a time: another being written is a 409; one abandoned by a dead process is discarded', async () => {
    await f.db.query("INSERT INTO watchlist_imports (file_name, entries, state) VALUES ('other.csv', 1, 'staging')");
    const again = csv('Новиков Нил,1980-02-02', ...fillers(5), 'Добавленный Новый,', 'Ещё Один,');
    expect(await uploadWatchlist(f, 'compliance', again)).toEqual({
      status: 409, body: { detail: 'Другой перечень сейчас загружается: дождитесь конца и загрузите файл снова.' },
    });
    await f.db.query("UPDATE watchlist_imports SET heartbeat_at = now() - interval '6 minutes' WHERE state = 'staging'");
    expect((await uploadWatchlist(f, 'compliance', again)).status).toBe(200);
  });

  it('a failure half way (writing, or at the switch) leaves the old list and every client as they were', async () => {
    const before = await snapshot();
    const actor = f.actors.compliance;
    const file = (lines: string[]) => ({ filename: 'broken.csv', content: Buffer.from(csv(...lines)) });
    await f.db.exec(`CREATE FUNCTION test_fail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$;
      CREATE TRIGGER test_fail_entry BEFORE INSERT ON watchlist_entries FOR EACH ROW WHEN (NEW.full_name = 'Сбой Посередине') EXECUTE FUNCTION test_fail();`);
    const lines = [...fillers(10, 20_100), 'Сбой Посередине,', ...fillers(10, 20_200)];
    await expect(importWatchlist(f.db, actor, file(lines), { chunkRows: 3 })).rejects.toThrow('injected failure');
    expect(await snapshot()).toEqual(before);

    await f.db.exec(`DROP TRIGGER test_fail_entry ON watchlist_entries;
      CREATE TRIGGER test_fail_match BEFORE INSERT ON compliance_matches FOR EACH ROW EXECUTE FUNCTION test_fail();`);
    // A superset of the list in force (applied at once), its rescreen failing.
    const inForce = [...fillers(6), 'Новиков Нил,1980-02-02', 'Добавленный Новый,', 'Ещё Один,'];
    await expect(importWatchlist(f.db, actor, file([...inForce, ...fillers(10, 20_100)]), { chunkRows: 3 }))
      .rejects.toThrow('injected failure');
    expect(await snapshot()).toEqual(before);
    await f.db.exec('DROP TRIGGER test_fail_match ON compliance_matches; DROP FUNCTION test_fail();');
    expect(await countOf("SELECT count(*)::int AS n FROM watchlist_imports WHERE state = 'discarded' AND file_name = 'broken.csv'")).toBe(2);
  });

  it('a malformed line at the end of a long file refuses it whole (400 naming the line) before anything is staged', async () => {
    const before = await snapshot();
    const imports = await countOf('SELECT count(*)::int AS n FROM watchlist_imports');
    const lines = [...fillers(6), 'Новиков Нил,1980-02-02', ...fillers(30, 20_300), 'Поздняя Ошибка,1990-13-45'];
    const file = { filename: 'late.csv', content: Buffer.from(csv(...lines)) };
    await expect(importWatchlist(f.db, f.actors.compliance, file, { chunkRows: 3 })).rejects.toMatchObject({
      statusCode: 400, body: { file: ['Строка 39: дата рождения «1990-13-45» не в формате ГГГГ-ММ-ДД.'] },
    });
    expect(await snapshot()).toEqual(before);
    expect(await countOf('SELECT count(*)::int AS n FROM watchlist_imports')).toBe(imports);
  });

  it('other calls are answered while a long list is written (short transactions, not one)', async () => {
    const lines = [...fillers(6), 'Новиков Нил,1980-02-02', 'Добавленный Новый,', 'Ещё Один,', ...fillers(20_000, 100)];
    let uploaded = false;
    const upload = uploadWatchlist(f, 'compliance', csv(...lines)).then((res) => {
      uploaded = true;
      return res;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await as('cashier').get('/api/me/')).status).toBe(200);
    expect(uploaded).toBe(false);
    expect(await upload).toMatchObject({ status: 200, body: { entries: 20_009 } });
  }, 60_000);
});
