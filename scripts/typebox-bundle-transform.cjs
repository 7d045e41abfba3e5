// A jest transform for TypeBox's entry point: the whole package as one CommonJS module.
// TypeBox ships ~370 small ES modules; jest loads a test file's modules afresh, each through
// its resolver, transform cache and vm, so every test file that imports the contract spent
// ~0.3 s on TypeBox alone. Bundled (esbuild, which tsx brings), it loads in a few ms. The code
// is TypeBox's own, unchanged. Only the package's root ('typebox') is bundled, the one entry
// point src imports: another one ('typebox/value', 'typebox/compile') would load a second copy
// of TypeBox's internals beside the bundle, so an import of one goes with a bundle of it too.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const { buildSync } = require('esbuild');

const packageJson = (entry) => join(dirname(entry), '..', 'package.json');

module.exports = {
  // The entry file stays the same across TypeBox versions: its version names the bundle.
  getCacheKey(source, path) {
    return createHash('sha256')
      .update(source)
      .update(readFileSync(packageJson(path)))
      .update(readFileSync(__filename))
      .digest('hex');
  },
  process(_source, path) {
    const { outputFiles } = buildSync({
      entryPoints: [path],
      bundle: true,
      format: 'cjs',
      platform: 'node',
      target: 'es2022',
      write: false,
      logLevel: 'silent',
    });
    return { code: outputFiles[0].text };
  },
};
