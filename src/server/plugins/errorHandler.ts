import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/errors';
import { SERVER_MESSAGES as M } from '../http/messages';
import { fieldErrorsFromAjv } from '../http/validation';

/** Fastify's and its plugins' own 4xx (bad JSON, too large, wrong content type) in Russian. */
function detailFor(status: number, err: FastifyError, contentType: string | undefined): string {
  switch (status) {
    case 401:
      return M.notAuthenticated;
    case 403:
      return M.forbidden;
    case 404:
      return M.notFound;
    case 405:
      return M.methodNotAllowed;
    case 413:
      return M.payloadTooLarge;
    case 415:
      return M.unsupportedMediaType(contentType ?? '');
    case 429:
      return M.throttled;
    default:
      return err.code?.startsWith('FST_ERR_CTP') ? M.malformedBody : M.badRequest;
  }
}

/**
 * SQLSTATE class 22, "data exception": a value PostgreSQL refuses (a NUL in text, a number
 * out of range, an impossible date). The input guards should stop these first; if one gets
 * through, it is still the client's data, so a 400 rather than a 500.
 */
function isDataException(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/**
 * The one place an error becomes an answer: our HttpErrors as they are, schema failures as
 * DRF field errors (a bad path parameter is a page that does not exist), other 4xx as a
 * Russian detail, data PostgreSQL refuses as a 400, and anything else as a 500 whose cause
 * goes to the log, never the client.
 */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).headers(err.headers).send(err.body);
    }
    if (err.validation) {
      if (err.validationContext === 'params') return reply.code(404).send({ detail: M.notFound });
      return reply.code(400).send(fieldErrorsFromAjv(err.validation as never));
    }
    if (isDataException(err)) {
      request.log.warn({ code: err.code, message: err.message }, 'data refused by the database');
      return reply.code(400).send({ non_field_errors: [M.invalidData] });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: err.code, message: err.message }, 'client error');
      return reply.code(status).send({ detail: detailFor(status, err, request.headers['content-type']) });
    }
    request.log.error({ err }, 'request failed');
    return reply.code(500).send({ detail: M.serverError });
  });
});
