// Writes dist/sw.js from src/web/serviceWorker/sw.js with this build's hash and files (docs/web/offline.md).
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const SOURCE = path.join(__dirname, '../src/web/serviceWorker/sw.js');

/**
 * The files the worker caches at its install: every script, stylesheet and font of the build
 * (the register screen's chunks are numbered, not named: all of them, ~1.4 MB raw once per
 * build), without the rate screen's own entry (board.*: a screen of its own, never offline),
 * the compressed copies, source maps and licence notes.
 */
function cachedFiles(assetNames) {
  return assetNames
    .filter((name) => /\.(js|css|woff2?|svg|ico)$/.test(name) && !/(^|\/)board\./.test(name) && !/\.LICENSE\.txt$/.test(name))
    .map((name) => `/${name}`)
    .sort();
}

class ServiceWorkerPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ServiceWorkerPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ServiceWorkerPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        const files = cachedFiles(Object.keys(assets));
        // The files' names carry their content hashes: a new build, a new list, a new worker.
        const version = crypto.createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
        const text = fs
          .readFileSync(SOURCE, 'utf8')
          .replace('self.__BUILD_HASH__', JSON.stringify(version))
          .replace('self.__BUILD_FILES__', JSON.stringify(files));
        compilation.emitAsset('sw.js', new sources.RawSource(text));
      });
    });
  }
}

module.exports = { ServiceWorkerPlugin, cachedFiles };
