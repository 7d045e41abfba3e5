// eslint-disable-next-line @typescript-eslint/no-require-imports
const { cachedFiles } = require('../../../scripts/service-worker-plugin.cjs') as { cachedFiles: (names: string[]) => string[] };

// What the service worker caches of a build (docs/web/offline.md): the app's own files, never
// the rate screen's entry, the compressed copies, source maps or licence notes.
test('the cached files are the app’s scripts, styles, fonts and icons', () => {
  const assets = [
    'index.html',
    'board.html',
    'assets/main.0123456789.js',
    'assets/main.0123456789.js.br',
    'assets/main.0123456789.js.gz',
    'assets/main.0123456789.js.map',
    'assets/vendor.0123456789.js.LICENSE.txt',
    'assets/offline.0123456789.js',
    'assets/main.0123456789.css',
    'assets/board.0123456789.js',
    'assets/board.0123456789.css',
    'assets/montserrat-latin-400-normal.0123456789.woff2',
    'favicon.ico',
    'favicon.svg',
  ];
  expect(cachedFiles(assets)).toEqual([
    '/assets/main.0123456789.css',
    '/assets/main.0123456789.js',
    '/assets/montserrat-latin-400-normal.0123456789.woff2',
    '/assets/offline.0123456789.js',
    '/favicon.ico',
    '/favicon.svg',
  ]);
});
