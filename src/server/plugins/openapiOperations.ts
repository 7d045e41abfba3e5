/**
 * What a generated client (openapi-generator, orval) names each call: a stable operationId
 * made from the method and the path, never from the order routes are added, so that a new
 * route renames nothing. `PUT /api/external_transfer/accept/:id/` → `putExternalTransferAcceptById`.
 * A route may still declare its own in its schema.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : [segment]))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}
