import type { LightMyRequestResponse } from 'fastify';
import { SYSTEM_ACTOR } from '../../http/scope';
import { createTestUser, login } from '../../testing/testApp';
import { fund, useLedgerFixture } from '../../ledger/testing/ledgerFixture';
import { xlsxRows } from '../../documents/testing/readBack';
import { createOutTransaction } from './outTransactionService';
import { createPerson, setPersonActive } from './personService';

/**
 * A user without isAllowToCheckNonActiveOperationPerson learns of an inactive person by no
 * path: the person, the lists and search, the person's operation history
 * (fiat and crypto), a register's history, the day report, the prints, a new operation and
 * the activation call. Each path is read by "blind" (every permission but that one) and by
 * "seer" (the cashier: with it), so the test shows the person is there to be hidden.
 * Москва's register М1: Игорь Скрытый (inactive) and Анна Видимая (active) each brought
 * USD and USDT today.
 */
const f = useLedgerFixture({ app: true });
let hidden: number;
let shown: number;
let blind: string;
const NAME = 'Скрытый';

beforeAll(async () => {
  await fund(f, f.registers.m1, 'USD', '1000.00');
  const person = (first_name: string, last_name: string) =>
    createPerson(f.db, SYSTEM_ACTOR, { first_name, last_name, city: f.cities.moscow });
  hidden = (await person('Игорь', NAME)).id;
  shown = (await person('Анна', 'Видимая')).id;
  for (const who of [hidden, shown]) {
    const op = { cash_register: f.registers.m1, operation_person: who, operation_type: 'REPLENISHMENT' as const };
    await createOutTransaction(f.db, SYSTEM_ACTOR, { ...op, currency: f.currencies.USD, amount: '10.00' }, { crypto: false });
    await createOutTransaction(f.db, SYSTEM_ACTOR, { ...op, currency: f.currencies.USDT, amount: '1' }, { crypto: true });
  }
  await setPersonActive(f.db, SYSTEM_ACTOR, hidden, false);
  await createTestUser(f.db, {
    username: 'blind',
    cityIds: [f.cities.moscow],
    permissions: {
      isAllowToPrint: true,
      isCryptoTransactionPageActive: true,
      isAllowToCheckEarningReport: true,
      isAllowToCheckNonActiveOperationPerson: false,
    },
  });
  blind = await login(f.app, 'blind');
}, 60_000);

type Who = 'blind' | 'seer';
async function call(who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<LightMyRequestResponse> {
  const token = who === 'blind' ? blind : await f.token('cashier');
  return f.app.inject({ method, url, payload, headers: { authorization: `Token ${token}` } });
}
const get = (who: Who, url: string) => call(who, 'GET', url);
/** The answer as text: the name must not appear anywhere in it. */
const text = async (who: Who, url: string) => (await get(who, url)).body;
const m1 = () => f.registers.m1;
const msk = () => f.cities.moscow;

describe('an inactive operation person, to a user without the permission', () => {
  it('is not found by id (404, as a person that does not exist)', async () => {
    expect((await get('seer', `/api/operation_person/${hidden}/`)).statusCode).toBe(200);
    expect((await get('blind', `/api/operation_person/${hidden}/`)).statusCode).toBe(404);
    expect((await get('blind', '/api/operation_person/999999/')).statusCode).toBe(404);
  });

  it('is in no list, search or select', async () => {
    for (const url of [
      `/api/operation_person/?city=${msk()}`,
      `/api/operation_person/?search=${encodeURIComponent(NAME)}`,
      `/api/all_operation_person/?city=${msk()}`,
      `/api/all_operation_person/`,
    ]) {
      expect(await text('seer', url)).toContain(NAME);
      expect(await text('blind', url)).not.toContain(NAME);
    }
    expect((await get('blind', `/api/operation_person/?is_active=false`)).statusCode).toBe(403);
    expect((await get('blind', `/api/all_operation_person/?is_active=false`)).statusCode).toBe(403);
  });

  it("has no operation history (fiat and crypto): 404 as for an unknown person", async () => {
    for (const list of ['out_transaction', 'crypto_out_transaction']) {
      const seen = await get('seer', `/api/${list}/?operation_person=${hidden}`);
      expect(seen.json().count).toBe(1);
      expect((await get('blind', `/api/${list}/?operation_person=${hidden}`)).statusCode).toBe(404);
      expect((await get('blind', `/api/${list}/?operation_person=${shown}`)).json().count).toBe(1);
    }
  });

  it("leaves the person's operations out of a register's histories", async () => {
    for (const list of ['out_transaction', 'crypto_out_transaction']) {
      const url = `/api/${list}/?cash_register=${m1()}`;
      expect(await text('seer', url)).toContain(NAME);
      const page = (await get('blind', url)).json();
      expect(JSON.stringify(page)).not.toContain(NAME);
      expect(page.results.map((r: { operation_person: { id: number } }) => r.operation_person.id)).toContain(shown);
    }
  });

  it("leaves the person's operations out of the register's day journal", async () => {
    const url = `/api/operation/?cash_register=${m1()}&kind=OUT_TRANSACTION`;
    expect(await text('seer', url)).toContain(NAME);
    const page = (await get('blind', url)).json();
    expect(JSON.stringify(page)).not.toContain(NAME);
    expect(page.results.map((r: { operation_person: { id: number } }) => r.operation_person.id)).toContain(shown);
  });

  it('leaves the person out of the day report, totals included', async () => {
    const url = `/api/day_replenishment_handed_over_report/?cash_register=${m1()}`;
    const seen = (await get('seer', url)).json();
    const report = (await get('blind', url)).json();
    expect(JSON.stringify(seen)).toContain(NAME);
    expect(JSON.stringify(report)).not.toContain(NAME);
    const usd = (r: { totals: Array<{ currency: { code: string }; replenishment: string }> }) =>
      r.totals.find((t) => t.currency.code === 'USD')?.replenishment;
    // The owner's funding (fund()) and Анна's 10.00; Игорь's 10.00 only for the seer.
    expect(Number(usd(seen)) - Number(usd(report))).toBe(10);
  });

  it('is in no print: the person card is 404, the list and the register report leave the person out', async () => {
    expect((await get('blind', `/api/print_operation_person_detail/${hidden}/`)).statusCode).toBe(404);
    expect((await get('seer', `/api/print_operation_person_detail/${hidden}/?format=xlsx`)).statusCode).toBe(200);
    for (const url of [
      `/api/print_operation_person_list/?city=${msk()}&format=xlsx`,
      `/api/print_out_transaction_report/?cash_register=${m1()}&format=xlsx`,
    ]) {
      const sheet = async (who: Who) => JSON.stringify((await xlsxRows((await get(who, url)).rawPayload)).values);
      expect(await sheet('seer')).toContain(NAME);
      expect(await sheet('blind')).not.toContain(NAME);
    }
  });

  it('cannot be named in a new operation: the same answer as for an id that does not exist', async () => {
    const body = (person: number) => ({
      cash_register: m1(), operation_person: person, currency: f.currencies.USD, operation_type: 'REPLENISHMENT', amount: '1',
    });
    const answer = await call('blind', 'POST', '/api/out_transaction/create/', body(hidden));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ operation_person: [`Недопустимый первичный ключ "${hidden}" - объект не существует.`] });
    const seer = await call('seer', 'POST', '/api/out_transaction/create/', body(hidden));
    expect(seer.json()).toEqual({ operation_person: ['Лицо деактивировано: новые операции с ним недоступны.'] });
  });

  it('cannot be told from a missing one by the activation call: 404 for both, 403 only for a person the user sees', async () => {
    const activate = async (person: number) =>
      (await call('blind', 'PUT', `/api/activation_operation_person/${person}/`, { is_active: true })).statusCode;
    expect(await activate(hidden)).toBe(404);
    expect(await activate(999_999)).toBe(404);
    expect(await activate(shown)).toBe(403);
  });
});
