/**
 * A fake of the server for component tests: `window.fetch` answers from a table of
 * "METHOD /path" → body (200) or a function. Every request is recorded.
 */
export type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
export type Route = unknown | ((request: Request, url: URL) => Reply | Promise<Reply>);

export function reply(status: number, body: unknown = {}): Reply {
  return { status, body };
}

export function fakeApi(routes: Record<string, Route>) {
  const requests: Request[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    const url = new URL(request.url);
    const route = routes[`${request.method} ${url.pathname}`];
    const answer: Reply =
      route === undefined
        ? reply(404, { detail: 'Страница не найдена.' })
        : typeof route === 'function'
          ? await (route as (r: Request, u: URL) => Reply | Promise<Reply>)(request, url)
          : isReply(route)
            ? route
            : reply(200, route);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  window.fetch = fetchMock as typeof window.fetch;
  const paths = () => requests.map((r) => `${r.method} ${new URL(r.url).pathname}${new URL(r.url).search}`);
  return { requests, paths, fetchMock };
}

function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && 'status' in value && typeof (value as Reply).status === 'number';
}
