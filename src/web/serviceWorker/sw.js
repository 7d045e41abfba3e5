/* The app's service worker (docs/web/offline.md, "After a reload or a restart"): the cached app
 * — the HTML shell and the build's static files — so that a reload or a browser restart during
 * an outage opens the register screen again. Plain JavaScript, not bundled: the build
 * (scripts/service-worker-plugin.cjs) writes it to dist/sw.js with the build's hash and its file
 * list in place of the two names below, so each build is a new worker with a cache of its own.
 *
 * Never the API: a call under /api/ is not intercepted at all (money figures are live; the
 * register's last-known figures the window needs offline are kept by the offline mode itself,
 * features/offline/lastKnown.ts). */
/* global self, caches */
const VERSION = self.__BUILD_HASH__;
const FILES = self.__BUILD_FILES__;
const CACHE = `m247-app-${VERSION}`;
const SHELL = '/';

self.addEventListener('install', (event) => {
  // The whole build at once, so that a chunk the register screen loads later is there too; a new
  // build takes over at once (skipWaiting): the old build's files are gone from the server anyway.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, ...FILES].map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  // Earlier builds' caches go; only this build's is kept. The open pages are taken over at
  // once (clients.claim): a page opened before the worker was there loads its offline chunks
  // from the cache when the line drops.
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('m247-app-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

/** A page of the app (no file extension in its last segment), as the server's webApp.ts says. */
const isAppPage = (url) => !url.pathname.startsWith('/api/') && !(url.pathname.split('/').pop() ?? '').includes('.');

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate' && isAppPage(url)) {
    // The network first (the server's settings are in the shell); the cached shell when it
    // does not answer, for every deep link (/cash-registers/3/).
    event.respondWith(fetch(request).catch(() => caches.match(SHELL, { cacheName: CACHE }).then((r) => r ?? Response.error())));
    return;
  }
  if (url.pathname.startsWith('/assets/') || /^\/favicon\./.test(url.pathname)) {
    // Hashed files never change: the cache first, the network for anything it lacks.
    event.respondWith(caches.match(request, { cacheName: CACHE }).then((hit) => hit ?? fetch(request)));
  }
});
