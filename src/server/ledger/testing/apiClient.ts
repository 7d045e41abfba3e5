import type { LedgerFixture } from './ledgerFixture';

export type Who = 'anonymous' | 'admin' | 'supervisor' | 'cashier' | 'colleague' | 'kazan' | 'noPerms' | 'compliance';

export interface ApiAnswer {
  status: number;
  // Answers are JSON of many shapes; tests look at them with matchers.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** inject() as one user: `await as('cashier').post('/api/...', body)`. Test-only. */
export function client(f: LedgerFixture) {
  return (who: Who) => {
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<ApiAnswer> => {
      const headers = who === 'anonymous' ? {} : { authorization: `Token ${await f.token(who)}` };
      const res = await f.app.inject({ method, url, headers, payload });
      return { status: res.statusCode, body: res.body ? res.json() : null };
    };
    return {
      get: (url: string) => call('GET', url),
      post: (url: string, payload: object = {}) => call('POST', url, payload),
      put: (url: string, payload: object = {}) => call('PUT', url, payload),
    };
  };
}
