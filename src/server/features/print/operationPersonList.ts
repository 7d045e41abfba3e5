import type { OperationPerson } from '../../../shared/contract/ledger';
import type { OperationPersonListPrintQuery } from '../../../shared/contract/request/print';
import type { Db } from '../../db/types';
import { hasPermission, type Actor } from '../../http/scope';
import { dec, type Dec } from '../../ledger/decimal';
import { cityInScope } from '../../ledger/referenceChecks';
import { recordTime, timeZone, today } from '../../ledger/time';
import { allPersons, type PersonFilter } from '../operationPersons/personService';
import { amount, printedLine, type Cell, type Column, type PrintDocument } from '../../documents/printDocument';

/** The route's query (its format is the route's to use). */
type PersonListQuery = Omit<OperationPersonListPrintQuery, 'format'>;

/** Above this many currency columns the page turns to landscape. */
const PORTRAIT_CURRENCIES = 4;

/**
 * GET /api/print_operation_person_list/?city&is_active&search — the city's operation
 * persons, one column per currency anyone holds a balance in, with the creditors' and the
 * debtors' sums (decimal.js, never floats). allPersons applies the city scope (404) and
 * leaves inactive persons out for users without isAllowToCheckNonActiveOperationPerson; the
 * route refuses them is_active=false (403, INACTIVE_PERSONS_PERMITTED).
 */
export async function operationPersonList(db: Db, actor: Actor, query: PersonListQuery): Promise<PrintDocument> {
  const city = await cityInScope(db, actor, query.city);
  const filter: PersonFilter = { city: city.id, is_active: query.is_active, search: query.search };
  const persons = await allPersons(db, actor, filter);
  const currencies = await currencyColumns(db, persons);
  const showStatus = query.is_active === undefined && hasPermission(actor, 'isAllowToCheckNonActiveOperationPerson');

  const columns: Column[] = [
    { header: '№', width: 0.7, align: 'right' },
    { header: 'Имя', width: 4 },
    { header: 'Телефон', width: 2.6 },
    ...(showStatus ? [{ header: 'Статус', width: 1.8 }] : []),
    ...currencies.map((c): Column => ({ header: c.code, width: 2.4, align: 'right' })),
  ];
  // Per person: currency id → balance (a decimal string).
  const balances = persons.map((p) => new Map(p.balances.map((b) => [b.currency.id, b.amount])));
  const rows: Cell[][] = persons.map((p, i) => {
    const held = balances[i];
    return [
      String(i + 1),
      `${p.first_name} ${p.last_name}`.trim(),
      p.phone,
      ...(showStatus ? [p.is_active ? 'активен' : 'неактивен'] : []),
      ...currencies.map((c) => (held.has(c.id) ? amount(held.get(c.id)!, c.decimals) : null)),
    ];
  });
  // The printed rows' sums: a few hundred persons of one city, added with decimal.js.
  const sum = (keep: (value: Dec) => boolean) =>
    currencies.map((c) => {
      const total = balances.reduce((acc, held) => {
        const value = held.get(c.id);
        return value !== undefined && keep(dec(value)) ? acc.plus(value) : acc;
      }, dec(0));
      return amount(total.toFixed(c.decimals), c.decimals);
    });
  const label = (text: string): Cell[] => [null, text, null, ...(showStatus ? [null] : [])];
  const footer = currencies.length
    ? [
        [...label('Кредиторы (сеть должна)'), ...sum((v) => v.isPositive())],
        [...label('Дебиторы (должны сети)'), ...sum((v) => v.isNegative())],
        [...label('Итого'), ...sum(() => true)],
      ]
    : [];

  return {
    title: 'Список кредиторов и дебиторов',
    lines: [
      `Город: ${city.name}`,
      ...(query.search?.trim() ? [`Поиск: ${query.search.trim()}`] : []),
      `Показаны: ${shownText(query.is_active, showStatus)}`,
      'Баланс больше нуля — кредитор (сеть должна лицу), меньше нуля — дебитор (лицо должно сети).',
      printedLine(recordTime(), timeZone()),
    ],
    tables: [{ caption: `Лиц: ${persons.length}`, columns, rows, footer, empty: 'Нет кредиторов и дебиторов' }],
    fileName: `Кредиторы-дебиторы ${city.name} ${today()}`,
    timeZone: timeZone(),
    landscape: currencies.length > PORTRAIT_CURRENCIES,
  };
}

function shownText(isActive: boolean | undefined, seesInactive: boolean): string {
  if (isActive === true) return 'только активные';
  if (isActive === false) return 'только неактивные';
  return seesInactive ? 'активные и неактивные' : 'активные';
}

interface CurrencyColumn {
  id: number;
  code: string;
  decimals: number;
}

/** The currencies anyone in the list holds, in the network's order (fiat before crypto). */
async function currencyColumns(db: Db, persons: OperationPerson[]): Promise<CurrencyColumn[]> {
  const held = [...new Set(persons.flatMap((p) => p.balances.map((b) => b.currency.id)))];
  if (!held.length) return [];
  const { rows } = await db.query<CurrencyColumn>(
    `SELECT id, code, decimals FROM currencies WHERE id = ANY($1::int[]) ORDER BY is_crypto, "order", code`,
    [held],
  );
  return rows;
}
