import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { renderIndexHtml } from '../../plugins/webApp';
import { publishedPlace, type PublicTarget } from './publicRateQueries';

/**
 * The rate screen's page, without sign-in: `/board/{city_id}` and
 * `/board/register/{register_id}` answer the board's own HTML (its bundle, none of the back
 * office) — 200 for a published place, 404 (the same page, which then says «Курсы не
 * публикуются») for anything else. Outside /api: the token check never sees it.
 */
export default fp(async function boardPage(app: FastifyInstance) {
  const file = join(app.config.webDir, 'board.html');
  let cache: { mtimeMs: number; html: string } | null = null;
  const load = (): string | null => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (!cache || cache.mtimeMs !== mtimeMs) cache = { mtimeMs, html: renderIndexHtml(readFileSync(file, 'utf8'), app.config) };
    return cache.html;
  };

  const send = async (reply: FastifyReply, target: PublicTarget) => {
    const html = load();
    if (!html) return reply.code(404).send({ detail: 'Страница не найдена.' });
    const published = await publishedPlace(app.db, target).then(
      () => true,
      () => false,
    );
    return reply.code(published ? 200 : 404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  const idOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : 0);

  app.get<{ Params: { id: string } }>('/board/:id', (request, reply) => send(reply, { city: idOf(request.params.id) }));
  app.get<{ Params: { id: string } }>('/board/register/:id', (request, reply) => send(reply, { register: idOf(request.params.id) }));
});
