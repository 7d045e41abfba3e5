import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { HttpError, tooManyRequests } from '../http/errors';
import { SERVER_MESSAGES } from '../http/messages';

/** Helmet's defaults, with a policy for what the web app loads. */
const SECURITY_HEADERS: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // styled-components injects <style> elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      fontSrc: ["'self'", 'data:'],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      // Printing loads the server's PDF into a frame from a blob: URL.
      frameSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      // The server is also run over plain http (127.0.0.1, tests): upgrading would break it.
      upgradeInsecureRequests: null,
    },
  },
};

/**
 * The outer layer: security headers, a per-address request ceiling, compressed answers and
 * the body formats the web app sends (multipart for sign-in, JSON, and urlencoded for
 * DRF-style clients).
 */
/** The largest file a route that takes one accepts (a list of tens of thousands of names fits easily). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
/** The body's text, or null when its bytes are not UTF-8. */
function utf8(bytes: Buffer): string | null {
  try {
    return STRICT_UTF8.decode(bytes);
  } catch {
    return null;
  }
}
const notUtf8 = () => new HttpError(400, { detail: SERVER_MESSAGES.notUtf8 });

export default fp(async function external(app: FastifyInstance) {
  // Helmet's middleware built once: @fastify/helmet built it anew for every request, which
  // was ~6 % of a list call's API time (docs/PERFORMANCE.md). It only sets fixed headers.
  const securityHeaders = helmet(SECURITY_HEADERS);
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)));
  // Balances, transfer codes and personal data must not be kept by a browser or a proxy: every
  // API answer says no-store, errors included. A route whose answer is public and may be
  // cached (the shop front's rate feed) sets its own Cache-Control, which replaces this one.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done();
  });

  const max = app.config.rateLimitPerMinute;
  if (max > 0) {
    await app.register(rateLimit, {
      max,
      timeWindow: '1 minute',
      errorResponseBuilder: (_req, ctx) => tooManyRequests(ctx.ttl / 1000),
    });
  }

  // Every route registered after this one (the API and the web app's files) answers
  // br/gzip when the client accepts it and the body is text above 1 KB: the built scripts
  // shrink to about a quarter, and pages of JSON too. Compressed request bodies are not
  // accepted: no client sends them, and they would only be a way to inflate one.
  await app.register(compress, { threshold: 1024, globalDecompression: false });

  // Multipart fields become request.body (strings), so route schemas validate them as they
  // do JSON. Parsed here rather than with attachFieldsToBody: a broken multipart body is
  // the client's error (400), which busboy's plain Errors would otherwise turn into a 500.
  await app.register(multipart, { limits: { fields: 100, fieldSize: 64 * 1024, files: 0 } });
  // A route that takes a file says so (`config: { multipartFile: true }`, the watchlist
  // upload): its file becomes `{ filename, content }` in the body; every other route still
  // refuses files (the limit of 0 above).
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const body: Record<string, unknown> = {};
    const takesFile = request.routeOptions.config.multipartFile === true;
    try {
      const parts = takesFile ? request.parts({ limits: { files: 1, fileSize: MAX_UPLOAD_BYTES } }) : request.parts();
      for await (const part of parts) {
        if (part.type === 'field') body[part.fieldname] = part.value;
        else {
          const content = await part.toBuffer();
          if (part.file.truncated) throw new HttpError(400, { [part.fieldname]: [SERVER_MESSAGES.payloadTooLarge] });
          body[part.fieldname] = { filename: part.filename, content };
        }
      }
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode) throw err;
      throw new HttpError(400, { detail: SERVER_MESSAGES.malformedBody });
    }
    request.body = body;
  });

  // JSON and form bodies are read as bytes and decoded strictly: Node's own decoding would
  // replace a byte that is not UTF-8 with U+FFFD and store a name nobody typed.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    const text = utf8(body as Buffer);
    if (text === null) done(notUtf8(), undefined);
    else parseJson(req, text, done);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (_req, raw, done) => {
    const body = utf8(raw as Buffer);
    if (body === null) return done(notUtf8(), undefined);
    const out: Record<string, string | string[]> = {};
    for (const [k, v] of new URLSearchParams(body)) {
      const prev = out[k];
      out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
    }
    done(null, out);
  });
});
