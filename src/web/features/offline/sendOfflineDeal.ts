import { errorMessage } from '../../api/errors';
import { readToken } from '../../api/token';
import type { OfflineDeal, SendResult } from './offlineQueue';

/** A send with no answer for this long counts as no connection. */
const SEND_TIMEOUT_MS = 15_000;

/**
 * One deal of the queue to `POST /api/transaction/create/` with its own Idempotency-Key, by
 * plain fetch: the replay runs outside the store's mutations (nothing to invalidate deal by
 * deal; the screen refetches once when the replay ends) and must tell a 401 from a refusal
 * from no answer, which the base query's alerts would blur.
 */
export async function sendOfflineDeal(deal: OfflineDeal, doFetch: typeof fetch = fetch): Promise<SendResult> {
  const token = readToken();
  if (!token) return { kind: 'signIn' };
  let res: Response;
  try {
    res = await doFetch('/api/transaction/create/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Token ${token}`, 'Idempotency-Key': deal.key },
      body: JSON.stringify(deal.body),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch {
    return { kind: 'network' };
  }
  if (res.status === 401) return { kind: 'signIn' };
  const data = (await res.json().catch(() => null)) as unknown;
  if (res.ok) return { kind: 'recorded', id: (data as { id: number }).id };
  // A 4xx is the server's last word on this request (a pair removed, the register gone, a
  // client needed); a 5xx, a 503 (the site off) or a 429 may pass: try again later.
  if (res.status >= 500 || res.status === 429) return { kind: 'network' };
  return { kind: 'refused', message: errorMessage({ status: res.status, data }) };
}
