/**
 * One call to the API of a running server, as the web benches prepare their data: a GET, or a
 * POST of `body` as JSON; a refusal throws with the server's answer.
 */
export async function api<T>(base: string, token: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/api/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { Authorization: `Token ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
