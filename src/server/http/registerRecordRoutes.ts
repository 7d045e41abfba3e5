import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from '../../shared/contract/schema';
import type { Db } from '../db/types';
import type { PageQuery } from './pagination';
import { cashRegisterOf, offlineBody } from './cashMoves';
import { sendJsonPage, type JsonPage } from './jsonPage';
import { actorOf, pageOf } from './routeKit';
import { paginatedSchema, responses } from './schemas';
import { RegisterRecordsQuery } from '../../shared/contract/request/registerRecords';
import type { Actor } from './scope';

/**
 * A kind of a register's record with the two calls every such kind has:
 * `POST /<path>/create/` (201 with the record) and `GET /<path>/?cash_register&page` (its
 * history, newest first, records as JSON text written by PostgreSQL). Exchanges, crypto
 * transactions and income/expense are declared this way; each feature names only what
 * differs: the record's declaration, the body's schema, its words and its service. Each such
 * record moves the register's cash: the create is refused while the register named by
 * `cash_register` has no open shift (http/cashMoves.ts), and refused outright on the city's vault.
 */
export interface RegisterRecordRoutes<Body extends TSchema, Record extends TSchema> {
  /** e.g. 'transaction' → /transaction/create/ and /transaction/. */
  path: string;
  tags: string[];
  /** The record's declaration (src/shared/contract/schema). */
  record: Record;
  /** The create body's declaration (src/shared/contract/request). */
  body: Body;
  summary: { create: string; list: string };
  /** Errors both calls may answer besides 401/429/503 (e.g. 403 for a permission). */
  errorCodes: number[];
  /** The create takes deals made during an outage (`offline: true`, docs/OFFLINE.md): exchanges only. */
  offlineDeals?: boolean;
  /** Answers the record its declaration describes (the type is the declaration's). */
  create(db: Db, actor: Actor, body: Static<Body>): Promise<Static<Record>>;
  list(db: Db, actor: Actor, query: PageQuery & { cash_register: number }): Promise<JsonPage>;
}

export function registerRecordRoutes<Body extends TSchema, Record extends TSchema>(app: FastifyInstance, def: RegisterRecordRoutes<Body, Record>): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const createSchema = {
    summary: def.summary.create,
    tags: def.tags,
    body: def.body,
    response: responses({ 201: def.record }, def.errorCodes),
  };
  const listSchema = {
    summary: def.summary.list,
    tags: def.tags,
    querystring: RegisterRecordsQuery,
    response: responses({ 200: paginatedSchema(def.record) }, def.errorCodes),
  };

  // Every such record is a client's operation too: the city's vault refuses it (docs/VAULT.md).
  const register = cashRegisterOf.body('cash_register');
  const config = { movesCash: register, clientOperation: register, ...(def.offlineDeals ? { offlineDeal: offlineBody } : {}) };
  typed.post(`/${def.path}/create/`, { schema: createSchema, config }, async (request, reply) =>
    reply.code(201).send(await def.create(app.db, actorOf(request), request.body as Static<Body>)),
  );

  typed.get(
    `/${def.path}/`,
    { schema: listSchema },
    async (request, reply) => {
      const page = { ...pageOf(request, request.query), cash_register: request.query.cash_register };
      return sendJsonPage(reply, await def.list(app.db, actorOf(request), page));
    },
  );
}
