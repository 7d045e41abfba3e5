import type { Db } from '../../db/types';
import { parseCbrDaily } from './cbrDaily';
import { storeOfficialRates } from './officialRatesStore';

export class OfficialRatesFetchError extends Error {}

/** `url` asking for the rates in effect on `date` (XML_daily.asp?date_req=dd/MM/yyyy). */
export function requestUrl(url: string, date: string): string {
  const [y, m, d] = date.split('-');
  return `${url}${url.includes('?') ? '&' : '?'}date_req=${d}/${m}/${y}`;
}

/**
 * Fetches the Bank of Russia's rates for `date` and stores them under that date. Any failure —
 * unreachable, no answer within timeoutMs, not a 200, a malformed or cut-off document —
 * throws OfficialRatesFetchError and stores nothing: what was stored stays.
 */
export async function fetchOfficialRates(db: Db, opts: { url: string; date: string; timeoutMs?: number }): Promise<{ count: number; sourceDate: string }> {
  const address = requestUrl(opts.url, opts.date);
  let bytes: Uint8Array;
  try {
    const res = await fetch(address, { signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000), redirect: 'follow' });
    if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
    bytes = new Uint8Array(await res.arrayBuffer());
  } catch (err) {
    const reason = (err as Error).name === 'TimeoutError' ? `no answer within ${opts.timeoutMs ?? 15_000} ms` : describe(err);
    throw new OfficialRatesFetchError(`official rates for ${opts.date}: ${address} failed (${reason}); the stored rates are kept`);
  }
  let daily;
  try {
    daily = parseCbrDaily(bytes);
  } catch (err) {
    throw new OfficialRatesFetchError(`official rates for ${opts.date}: the answer of ${address} was refused (${(err as Error).message}); the stored rates are kept`);
  }
  await storeOfficialRates(db, opts.date, daily.rates);
  return { count: daily.rates.length, sourceDate: daily.date };
}

/** fetch's TypeError hides the reason (ECONNREFUSED, ENOTFOUND) in its cause. */
function describe(err: unknown): string {
  const e = err as Error & { cause?: { code?: string; message?: string } };
  return [e.message, e.cause?.code ?? e.cause?.message].filter(Boolean).join(': ');
}
