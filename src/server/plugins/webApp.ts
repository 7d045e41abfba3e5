import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { SERVER_MESSAGES as M } from '../http/messages';
import { isApiRequest } from './siteGate';

const APP_CONFIG = /(<script id="app-config" type="application\/json">)\{\}(<\/script>)/;

/** index.html with the server's settings for the web app in its app-config script. */
export function renderIndexHtml(html: string, config: Pick<Config, 'fakeDate' | 'timeZone'>): string {
  // "<" escaped: the JSON sits inside a <script> element.
  const json = JSON.stringify({ fakeDate: config.fakeDate, timeZone: config.timeZone }).replace(/</g, '\\u003c');
  return html.replace(APP_CONFIG, (_m, open: string, close: string) => `${open}${json}${close}`);
}

/** Read once, again only when the file changes (a rebuild while the server runs). */
function indexLoader(webDir: string, config: Config) {
  const file = join(webDir, 'index.html');
  let cache: { mtimeMs: number; html: string } | null = null;
  return (): string | null => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (!cache || cache.mtimeMs !== mtimeMs) cache = { mtimeMs, html: renderIndexHtml(readFileSync(file, 'utf8'), config) };
    return cache.html;
  };
}

/** A path the web app's router owns: no file extension in its last segment. */
function isAppRoute(url: string): boolean {
  const path = url.split('?')[0];
  const last = path.split('/').pop() ?? '';
  return last === 'index.html' || !last.includes('.');
}

/**
 * Serves the built web app from webDir: hashed files as they are (cached for a year, their
 * build-time .br/.gz copies to browsers that take them, else compressed by plugins/external.ts),
 * never their source maps, and index.html for `/` and
 * every deep link (`/cash-registers/3/transfers/`). Unknown /api paths answer a JSON 404.
 */
export default fp(async function webApp(app: FastifyInstance) {
  const { webDir } = app.config;
  const loadIndex = indexLoader(webDir, app.config);
  if (existsSync(webDir)) {
    await app.register(fastifyStatic, {
      root: webDir,
      index: false,
      // The build writes name.br and name.gz beside each text file (webpack.config.js): sent
      // as they are to a browser that accepts them, compressed once at their smallest.
      preCompressed: true,
      // index.html always goes through renderIndexHtml (the not-found handler below), and
      // source maps are never public (webpack writes them for our own debugging only).
      allowedPath: (pathName) => pathName !== '/index.html' && !/\.map$/i.test(pathName),
      setHeaders: (reply, path) => {
        // name.[hash].js, and its build-time name.[hash].js.br / .gz.
        if (/\.[0-9a-f]{8,}\.\w+(\.(br|gz))?$/.test(path)) reply.header('cache-control', 'public, max-age=31536000, immutable');
        // The service worker names the build's files: a browser asks it anew at each load, so a
        // new build replaces the cached app at the next load online (docs/web/offline.md).
        if (/[\\/]sw\.js$/.test(path)) reply.header('cache-control', 'no-cache');
      },
    });
  }
  const sendIndex = (reply: FastifyReply, html: string) =>
    reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);

  // `/` explicitly: the static handler would answer a directory listing refusal (403).
  app.get('/', (_request, reply) => {
    const html = loadIndex();
    return html ? sendIndex(reply, html) : reply.code(404).send({ detail: M.notFound });
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsApp = !isApiRequest(request) && (request.method === 'GET' || request.method === 'HEAD') && isAppRoute(request.url);
    const html = wantsApp ? loadIndex() : null;
    return html ? sendIndex(reply, html) : reply.code(404).send({ detail: M.notFound });
  });
});
