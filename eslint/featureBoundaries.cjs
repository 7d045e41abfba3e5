// The web app's import direction (docs/CONTRIBUTING.md "How to add a screen"): shared code (api/, ui/, lib/) → features → app.
// A feature never imports another feature's files (what two features need lives in api/ or
// ui/), and shared code never imports a feature or the app. Relative imports are resolved
// against the importing file, so `../cities/citiesApi` from a feature is caught.
const path = require('node:path');

const WEB = path.join('src', 'web');
const SHARED_LAYERS = new Set(['api', 'ui', 'lib']);

/** 'features/<name>', 'app', a shared layer, or null for anything outside src/web's layers. */
function layerOf(file) {
  const rel = path.relative(path.resolve(WEB), path.resolve(file));
  if (rel.startsWith('..')) return null;
  const [top, second] = rel.split(path.sep);
  if (top === 'features') return second ? `features/${second}` : null;
  if (top === 'app' || SHARED_LAYERS.has(top)) return top;
  return null;
}

const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports flow shared (api, ui, lib) → features → app; features do not import each other.' },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename);
    // A test may set up the whole app (the store, the routes) around what it tests.
    if (!from || /\.test\.[jt]sx?$/.test(context.filename)) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(context.filename), source));
      if (!to || to === from) return;
      const crossFeature = from.startsWith('features/') && to.startsWith('features/');
      const upward = SHARED_LAYERS.has(from) && (to === 'app' || to.startsWith('features/'));
      const intoApp = from.startsWith('features/') && to === 'app';
      if (crossFeature || upward || intoApp) {
        context.report({ node, message: `${from} may not import ${to} (${source}): move what both need to api/, ui/ or lib/.` });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

module.exports = { featureBoundaries };
