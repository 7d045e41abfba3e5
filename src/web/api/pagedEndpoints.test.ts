import { relative } from 'node:path';
import { makeStore } from '../app/store';
import { baseApi } from './baseApi';
import { TOKEN_KEY } from './token';
import { pageOf } from '../testing/page';
import { webFiles } from '../testing/webFiles';

/**
 * Every list the server pages is asked for with the size the screen pages by: a request with
 * `page=` but no `size=` lets the server choose (100 rows for some lists, where the screen
 * pages by 20: one long page, then a page 2 that is a 404). Every query endpoint of every API
 * slice is driven with arguments naming a page and a size of 7; the URLs it sends are read.
 */

/** Every RTK Query slice of the web app (…Api.ts), so that a new one is walked too. */
const sliceFiles = () => webFiles().filter((path) => /Api\.ts$/.test(path) && !path.endsWith('fakeApi.ts'));

/** Arguments that any endpoint can build a URL from: the ids, filters and the page. */
const ARGS = {
  page: 2, size: 7, cashRegister: 7, city: 1, id: 41, operationPerson: 3, status: 'open', kind: 'INTERNAL', date: '2026-11-20',
  from_date: '2026-11-01', to_date: '2026-11-20', search: 'иван', isActive: true, ordering: 'name', currency: 2,
};

const sent: URL[] = [];
beforeAll(async () => {
  for (const file of sliceFiles()) await import(`./${relative(__dirname, file).replace(/\.ts$/, '')}`);
  window.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    sent.push(new URL(request.url));
    return new Response(JSON.stringify(pageOf([])), {
      status: 200, headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof window.fetch;
  window.localStorage.setItem(TOKEN_KEY, 'token');
  // Endpoints computed on the client (queryFn) refuse these made-up arguments, and say so.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

type QueryEndpoint = { initiate: (args: unknown) => unknown; useQuery?: unknown };

it('every query endpoint that asks for a page sends its size', async () => {
  const endpoints = Object.entries(baseApi.endpoints as unknown as Record<string, QueryEndpoint>).filter(([, e]) => 'useQuery' in e);
  const paged: string[] = [];
  const withoutSize: string[] = [];
  for (const [name, endpoint] of endpoints) {
    sent.length = 0;
    const store = makeStore();
    await store.dispatch(endpoint.initiate(ARGS) as never);
    for (const url of sent.filter((u) => u.searchParams.has('page'))) {
      paged.push(name);
      if (!url.searchParams.get('size')) withoutSize.push(`${name}: ${url.pathname}${url.search}`);
    }
  }
  expect(withoutSize).toEqual([]);
  // The walk reached the paged lists (records, transfers, persons, compliance, admin…).
  expect(new Set(paged).size).toBeGreaterThanOrEqual(15);
  expect(paged).toEqual(expect.arrayContaining(['matches', 'mandatoryControl', 'journal', 'listTransfers', 'listIncomeExpense']));
});

it('a paged endpoint sends the size it is given, not a default of its own', async () => {
  for (const name of ['matches', 'mandatoryControl', 'listOutTransactions', 'listCityTransfers', 'listCorrections']) {
    sent.length = 0;
    await makeStore().dispatch((baseApi.endpoints as unknown as Record<string, QueryEndpoint>)[name].initiate(ARGS) as never);
    expect([name, sent.map((u) => u.searchParams.get('size'))]).toEqual([name, ['7']]);
  }
});
