import type { ClientBody } from '../../shared/contract/clients';
import type { Db } from '../db/types';
import { SYSTEM_ACTOR } from '../http/scope';
import { createClient } from '../features/clients/clientService';
import { setCityCompliance } from '../features/compliance/cityCompliance';
import { importWatchlist } from '../features/compliance/watchlist';
import { createExchange } from '../features/exchange/exchangeService';
import { currencyIdByCode } from '../features/currencies/currencyService';
import { createOutTransaction } from '../features/operationPersons/outTransactionService';

/**
 * Demo clients and compliance (docs/api/clients.md), so the screens are not empty: Казань
 * set as a typical law asks (identification from 40 000, mandatory control from 600 000,
 * every transfer identified), ten clients — one with a deal over the control threshold,
 * one whose day of smaller deals reaches it, one a namesake of a name on the small demo list
 * (waiting for a decision) — and three anonymous purchases in three minutes at one register
 * that together reach the identification threshold (a row of «Признаки дробления»). Through
 * the services. Two steps, each done once: the clients and
 * the list (an extra seeder); then, right after a history of operations is written (none
 * under jest: DEMO_HISTORY_DAYS), Казань's setting and the clients' deals — after the
 * history, whose anonymous deals predate the setting and whose guard ("no exchanges yet")
 * the deals would otherwise trip.
 */

const CLIENTS: Array<Partial<ClientBody> & Pick<ClientBody, 'last_name' | 'first_name' | 'birth_date' | 'document_number'>> = [
  { last_name: 'Крупнов', first_name: 'Артём', middle_name: 'Игоревич', birth_date: '1978-03-14', document_series: '9205', document_number: '118834', phone: '+7 917 210-44-18' },
  { last_name: 'Дробышева', first_name: 'Алсу', middle_name: 'Ринатовна', birth_date: '1986-11-02', document_series: '9211', document_number: '503921', phone: '+7 987 300-12-07' },
  { last_name: 'Сомнительный', first_name: 'Сергей', middle_name: 'Сергеевич', birth_date: '1991-07-21', document_series: '4516', document_number: '772019' },
  { last_name: 'Иванов', first_name: 'Иван', middle_name: 'Петрович', birth_date: '1969-01-30', document_series: '4503', document_number: '120045', phone: '+7 916 555-01-02' },
  { last_name: 'Ёлкина', first_name: 'Мария', middle_name: 'Андреевна', birth_date: '1995-05-09', document_series: '4519', document_number: '884210' },
  { last_name: 'Гарипов', first_name: 'Ильдар', middle_name: 'Маратович', birth_date: '1982-09-17', document_series: '9208', document_number: '660451', address: 'Казань, ул. Баумана, 12' },
  { last_name: 'Schmidt', first_name: 'Hans', birth_date: '1975-12-01', citizenship: 'DE', document_type: 'Паспорт иностранного гражданина', document_number: 'C01X00T47' },
  { last_name: 'Li', first_name: 'Wei', birth_date: '1988-04-22', citizenship: 'CN', document_type: 'Паспорт иностранного гражданина', document_number: 'E12345678' },
  { last_name: 'Нуриев', first_name: 'Тимур', middle_name: 'Альбертович', birth_date: '2001-02-11', document_type: 'Заграничный паспорт', document_series: '75', document_number: '3310245' },
  { last_name: 'Абдуллаев', first_name: 'Рустам', birth_date: '1990-08-08', citizenship: 'UZ', document_type: 'Вид на жительство', document_series: '83', document_number: '0045521' },
];

/** The demo list: one namesake of a demo client (another birth date: waits for a decision), two strangers. */
const DEMO_LIST = [
  'full_name,birth_date,source',
  'Сомнительный Сергей Сергеевич,1963-10-04,Перечень (демо)',
  'Несуществующий Пётр Павлович,1970-01-01,Перечень (демо)',
  'John Doe Example,,Перечень (демо)',
  '',
].join('\n');

export async function seedDemoClients(db: Db): Promise<void> {
  const { rows: seen } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM clients');
  if (seen[0].n > 0) return;
  for (const c of CLIENTS) await createClient(db, SYSTEM_ACTOR, { citizenship: 'RU', document_type: 'Паспорт РФ', ...c });
  await importWatchlist(db, SYSTEM_ACTOR, { filename: 'demo-list.csv', content: Buffer.from(DEMO_LIST, 'utf8') });
}

/**
 * The second step, run by seedDemoLedger right after it wrote a history (so a second seed
 * changes nothing): Казань's setting and the clients' deals, at `at` (the history's end).
 */
export async function seedDemoClientDeals(db: Db, at: Date): Promise<void> {
  const { rows: state } = await db.query<{ history: boolean; done: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM exchange_transactions) AS history,
            EXISTS (SELECT 1 FROM exchange_transactions WHERE client_id IS NOT NULL) OR EXISTS (SELECT 1 FROM city_compliance) AS done`,
  );
  if (!state[0].history || state[0].done) return;
  const { rows: clients } = await db.query<{ id: number }>('SELECT id FROM clients ORDER BY id LIMIT $1', [CLIENTS.length]);
  const ids = clients.map((c) => c.id);
  const { rows: kazanRows } = await db.query<{ id: number }>("SELECT id FROM cities WHERE name = 'Казань'");
  const { rows: registers } = await db.query<{ id: number }>(
    "SELECT r.id FROM cash_registers r JOIN cities c ON c.id = r.city_id WHERE c.name = 'Казань' AND r.is_active AND r.kind = 'till' ORDER BY r.id LIMIT 1",
  );
  const { rows: persons } = await db.query<{ id: number }>(
    "SELECT p.id FROM operation_persons p JOIN cities c ON c.id = p.city_id WHERE c.name = 'Казань' AND p.is_active ORDER BY p.id LIMIT 1",
  );
  if (ids.length < 6 || !kazanRows[0] || !registers[0] || !persons[0]) return;
  await setCityCompliance(db, SYSTEM_ACTOR, kazanRows[0].id, {
    identification_threshold: '40000.00', mandatory_control_threshold: '600000.00', identify_transfers: true,
  });
  const register = registers[0].id;
  const rub = await currencyIdByCode(db, 'RUB');
  const usd = await currencyIdByCode(db, 'USD');
  // The owner brings the cash these purchases pay out (a creditor's replenishment: the books stay balanced).
  await createOutTransaction(db, SYSTEM_ACTOR, { cash_register: register, operation_person: persons[0].id, currency: rub, operation_type: 'REPLENISHMENT', amount: '2000000.00' }, { crypto: false, at });
  const buy = (amount: string, client: number) =>
    createExchange(db, SYSTEM_ACTOR, { cash_register: register, currency: usd, operation_type: 'BUY', amount, rate: '92.50', client }, { at });
  // Over the control threshold in one deal: 7 000 USD × 92.50 = 647 500.00 RUB.
  await buy('7000.00', ids[0]);
  // A split day: 3 × 2 500 USD × 92.50 = 693 750.00 RUB, each deal under 600 000.
  for (let i = 0; i < 3; i++) await buy('2500.00', ids[1]);
  // Identified, under every threshold.
  await buy('500.00', ids[5]);
  // Signs of structuring: 3 × 420 USD × 92.50 = 3 × 38 850.00 RUB without a client, a minute
  // apart, each under the 40 000 of identification (the board buys USD near 91), together over it.
  for (const minutesBefore of [2, 1, 0]) {
    await createExchange(
      db, SYSTEM_ACTOR, { cash_register: register, currency: usd, operation_type: 'BUY', amount: '420.00', rate: '92.50' },
      { at: new Date(at.getTime() - minutesBefore * 60_000) },
    );
  }
}
