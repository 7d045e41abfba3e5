import { makeStore } from '../app/store';
import { fakeApi, reply } from '../testing/fakeApi';
import { baseApi } from './baseApi';
import type { ParamValue } from './params';
import { TOKEN_KEY } from './token';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, Record<string, ParamValue>>({ query: (params) => ({ url: 'probe/', params }) }),
    write: build.mutation<unknown, object>({ query: (body) => ({ url: 'probe/create/', method: 'POST', body }) }),
  }),
});

async function call(params: Record<string, ParamValue> = {}) {
  const store = makeStore();
  const result = await store.dispatch(probeApi.endpoints.probe.initiate(params));
  return { store, result };
}

describe('the base API', () => {
  let alert: jest.SpyInstance;
  beforeEach(() => {
    window.localStorage.clear();
    alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
  });
  afterEach(() => alert.mockRestore());

  it('sends Authorization: Token <token> when a token is stored', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'abc123');
    const api = fakeApi({ 'GET /api/probe/': { ok: true } });
    await call();
    expect(api.requests[0].headers.get('Authorization')).toBe('Token abc123');
  });

  it('sends no Authorization header without a token', async () => {
    const api = fakeApi({ 'GET /api/probe/': { ok: true } });
    await call();
    expect(api.requests[0].headers.has('Authorization')).toBe(false);
  });

  it('omits empty parameters', async () => {
    const api = fakeApi({ 'GET /api/probe/': { ok: true } });
    await call({ city: 3, search: '', page: undefined, is_active: null, date: "2026-11-01", flag: false });
    expect(api.paths()).toEqual(['GET /api/probe/?city=3&date=2026-11-01&flag=false']);
  });

  it('passes a 401 to the session (for the error boundary) without an alert', async () => {
    fakeApi({ 'GET /api/probe/': reply(401, { detail: 'Недействительный токен.' }) });
    const { store } = await call();
    expect(store.getState().apiStatus.unauthorized).toBe(true);
    expect(alert).not.toHaveBeenCalled();
  });

  it('says nothing about a 403', async () => {
    fakeApi({ 'GET /api/probe/': reply(403, { detail: 'Нет прав' }) });
    const { store } = await call();
    expect(alert).not.toHaveBeenCalled();
    expect(store.getState().apiStatus).toEqual({ unauthorized: false, unauthorizedDetail: null, siteOff: null });
  });

  it.each([
    [{ nonFieldErrors: ['Первое'], detail: 'Второе' }, 'Первое'],
    [{ detail: 'Касса закрыта', non_field_errors: ['x'] }, 'Касса закрыта'],
    [{ non_field_errors: ['Неверный код перевода'], type: 'x' }, 'Неверный код перевода'],
    [{ type: 'validation_error' }, 'validation_error'],
    [{ amount: ['Введите правильное число.'] }, 'amount: Введите правильное число.'],
    [null, 'Произошла ошибка. Повторите попытку позже.'],
  ])('alerts other failures with the first message of %j', async (body, message) => {
    fakeApi({ 'GET /api/probe/': reply(400, body) });
    await call();
    expect(alert).toHaveBeenCalledWith(message);
  });

  it('alerts a network failure in Russian and does not retry', async () => {
    const api = fakeApi({});
    api.fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await call();
    expect(alert).toHaveBeenCalledWith('Нет связи с сервером. Проверьте подключение и повторите попытку.');
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
  });

  it("says nothing about a read's 404 (the page shows the not-found page), but alerts a write's", async () => {
    fakeApi({
      'GET /api/probe/': reply(404, { detail: 'Страница не найдена.' }),
      'POST /api/probe/create/': reply(404, { detail: 'Перевод не найден.' }),
    });
    const { store, result } = await call();
    expect(result.error).toMatchObject({ status: 404 });
    expect(alert).not.toHaveBeenCalled();
    await store.dispatch(probeApi.endpoints.write.initiate({ amount: '1.00' }));
    expect(alert).toHaveBeenCalledWith('Перевод не найден.');
  });

  it('never retries a failed query', async () => {
    const api = fakeApi({ 'GET /api/probe/': reply(500, { detail: 'Внутренняя ошибка сервера.' }) });
    await call();
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('Внутренняя ошибка сервера.');
  });

  it('switches the app to "site off" on a 503, with the server detail', async () => {
    fakeApi({ 'GET /api/probe/': reply(503, { detail: 'Сайт выключен администратором.' }) });
    const { store } = await call();
    expect(store.getState().apiStatus.siteOff).toBe('Сайт выключен администратором.');
    expect(alert).not.toHaveBeenCalled();
  });

  describe('a write (Idempotency-Key)', () => {
    const write = (store = makeStore()) => store.dispatch(probeApi.endpoints.write.initiate({ amount: '1.00' }));
    const keyOf = (request: Request) => request.headers.get('Idempotency-Key');

    it('carries a fresh key with each submission; a read carries none', async () => {
      const api = fakeApi({ 'POST /api/probe/create/': reply(201, { id: 1 }), 'GET /api/probe/': { ok: true } });
      await write();
      await write();
      await call();
      const [first, second, read] = api.requests;
      expect(keyOf(first)).toMatch(/^[0-9a-f]{32}$/);
      expect(keyOf(second)).toMatch(/^[0-9a-f]{32}$/);
      expect(keyOf(second)).not.toBe(keyOf(first));
      expect(keyOf(read)).toBeNull();
    });

    it('is sent once more with the same key when the network lost the answer, and the cashier sees no error', async () => {
      const api = fakeApi({ 'POST /api/probe/create/': reply(201, { id: 7 }) });
      const answerOnce = api.fetchMock.getMockImplementation()!;
      api.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockImplementation(answerOnce);
      const result = await write();
      expect(result).toEqual(expect.objectContaining({ data: { id: 7 } }));
      const sent = api.fetchMock.mock.calls.map(([input]) => input as Request);
      expect(sent).toHaveLength(2);
      expect(keyOf(sent[0])).toMatch(/^[0-9a-f]{32}$/);
      expect(keyOf(sent[1])).toBe(keyOf(sent[0]));
      expect(alert).not.toHaveBeenCalled();
    });

    it('is retried once only, and not after an answer that came back', async () => {
      const api = fakeApi({ 'POST /api/probe/create/': reply(400, { amount: ['Неверно'] }) });
      await write();
      expect(api.fetchMock).toHaveBeenCalledTimes(1);
      api.fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      await write();
      expect(api.fetchMock).toHaveBeenCalledTimes(3);
      expect(alert).toHaveBeenLastCalledWith('Нет связи с сервером. Проверьте подключение и повторите попытку.');
    });
  });
});
