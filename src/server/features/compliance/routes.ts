import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { COMPLIANCE_ONLY, COMPLIANCE_WRITERS } from '../../http/complianceOnly';
import { fieldError } from '../../http/errors';
import { actorOf } from '../../http/routeKit';
import { sendDocument } from '../../documents/attachment';
import { getCityCompliance, setCityCompliance } from './cityCompliance';
import {
  cancelWatchlistSchema,
  confirmWatchlistSchema,
  decideMatchSchema,
  getCityComplianceSchema,
  liftMatchSchema,
  mandatoryControlSchema,
  matchesSchema,
  printSchema,
  putCityComplianceSchema,
  reportSchema,
  decideStructuringSchema,
  structuringSchema,
  watchlistImportSchema,
  watchlistSchema,
} from './schemas';
import { listMandatoryControl } from './mandatoryControlQueries';
import { reportMandatoryControl } from './mandatoryControlService';
import { mandatoryControlPrint } from './mandatoryControlPrint';
import { listStructuringSigns } from './structuringQueries';
import { decideStructuringSign } from './structuringService';
import { listMatches } from './matchQueries';
import { decideMatch, liftMatch } from './matchService';
import { cancelPreview, confirmPreview, importWatchlist, watchlistState } from './watchlist';
import { checkPeriod } from '../../http/period';
import { SERVER_MESSAGES as M } from '../../http/messages';

/**
 * Compliance (docs/api/clients.md). A city's settings: read by every user of the city (the
 * forms' live hint), set by admins and compliance officers. The list, the matches and the
 * mandatory-control queue: admins and compliance officers; to anyone else they do not exist.
 */
export default async function complianceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/city_compliance/', { schema: getCityComplianceSchema }, async (request) =>
    getCityCompliance(app.db, actorOf(request), request.query.city),
  );
  app.put(
    '/city_compliance/:id/',
    { ...COMPLIANCE_WRITERS, schema: putCityComplianceSchema },
    async (request) => setCityCompliance(app.db, actorOf(request), request.params.id, request.body),
  );

  app.get('/compliance/watchlist/', { ...COMPLIANCE_ONLY, schema: watchlistSchema }, async () => watchlistState(app.db));
  app.post(
    '/compliance/watchlist/import/',
    { ...COMPLIANCE_ONLY, schema: watchlistImportSchema, config: { multipartFile: true } },
    async (request, reply) => {
      const { file } = request.body;
      const content: unknown = file?.content;
      if (!file || !Buffer.isBuffer(content)) throw fieldError('file', M.csvFileRequired);
      const outcome = await importWatchlist(app.db, actorOf(request), { filename: file.filename, content });
      if ('applied' in outcome) return outcome.applied;
      // Accepted, not applied: the officer confirms after seeing the difference.
      return reply.code(202).send(outcome.preview);
    },
  );
  app.post(
    '/compliance/watchlist/import/:id/confirm/',
    { ...COMPLIANCE_ONLY, schema: confirmWatchlistSchema },
    async (request) => confirmPreview(app.db, actorOf(request), request.params.id),
  );
  app.post(
    '/compliance/watchlist/import/:id/cancel/',
    { ...COMPLIANCE_ONLY, schema: cancelWatchlistSchema },
    async (request) => cancelPreview(app.db, actorOf(request), request.params.id),
  );

  app.get(
    '/compliance/matches/',
    { ...COMPLIANCE_ONLY, schema: matchesSchema },
    async (request) => listMatches(app.db, { ...request.query, url: request.url }),
  );
  app.put(
    '/compliance/matches/:id/clear/',
    { ...COMPLIANCE_ONLY, schema: decideMatchSchema('Совпадение: однофамилец — клиент снова чист, пока перечень не изменится') },
    async (request) => decideMatch(app.db, actorOf(request), request.params.id, 'cleared'),
  );
  app.put(
    '/compliance/matches/:id/confirm/',
    { ...COMPLIANCE_ONLY, schema: decideMatchSchema('Совпадение: подтвердить — клиент заблокирован') },
    async (request) => decideMatch(app.db, actorOf(request), request.params.id, 'confirmed'),
  );
  app.put(
    '/compliance/matches/:id/lift/',
    { ...COMPLIANCE_ONLY, schema: liftMatchSchema },
    async (request) => liftMatch(app.db, actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/compliance/mandatory_control/',
    { ...COMPLIANCE_ONLY, schema: mandatoryControlSchema },
    async (request) => listMandatoryControl(app.db, { ...checkPeriod(request.query), url: request.url }),
  );
  app.put(
    '/compliance/mandatory_control/:id/report/',
    { ...COMPLIANCE_ONLY, schema: reportSchema },
    async (request) => reportMandatoryControl(app.db, actorOf(request), request.params.id, request.body.reference),
  );
  app.get(
    '/compliance/structuring/',
    { ...COMPLIANCE_ONLY, schema: structuringSchema },
    async (request) => listStructuringSigns(app.db, { ...checkPeriod(request.query), url: request.url }),
  );
  app.put(
    '/compliance/structuring/:id/decide/',
    { ...COMPLIANCE_ONLY, schema: decideStructuringSchema },
    async (request) => decideStructuringSign(app.db, actorOf(request), request.params.id, request.body),
  );
  app.get(
    '/print_mandatory_control/',
    { ...COMPLIANCE_ONLY, schema: printSchema },
    async (request, reply) => {
      const { format, ...query } = checkPeriod(request.query);
      return sendDocument(reply, await mandatoryControlPrint(app.db, query), format);
    },
  );
}
