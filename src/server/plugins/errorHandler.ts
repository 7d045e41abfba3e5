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
 * The one place an error becomes an answer: our HttpErrors as they are, schema failures as
 * DRF field errors (a bad path parameter is a page that does not exist), other 4xx as a
 * Russian detail, and anything else as a 500 whose cause goes to the log, never the client.
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
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: err.code, message: err.message }, 'client error');
      return reply.code(status).send({ detail: detailFor(status, err, request.headers['content-type']) });
    }
    request.log.error({ err }, 'request failed');
    return reply.code(500).send({ detail: M.serverError });
  });
});
