import type { LedgerFixture } from '../../../ledger/testing/ledgerFixture';

/** A multipart body with one file in the field `file` (test-only: inject() sends it as a browser would). */
export function multipartFile(csv: string, fileName = 'list.csv'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----money247${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from(csv, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST /api/compliance/watchlist/import/ as `who`. */
export async function uploadWatchlist(f: LedgerFixture, who: Parameters<LedgerFixture['token']>[0], csv: string) {
  const { payload, headers } = multipartFile(csv);
  const res = await f.app.inject({
    method: 'POST', url: '/api/compliance/watchlist/import/', payload, headers: { ...headers, authorization: `Token ${await f.token(who)}` },
  });
  return { status: res.statusCode, body: res.json() };
}
