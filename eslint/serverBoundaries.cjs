// The server's import direction (docs/CONTRIBUTING.md "The server's layers"):
//   core → features → upper layer; the app (everything else) may import any of them.
// - core: ledger/ (the money core), http/ (the route kit), auth/ (sessions and sign-in),
//   checks/ (what every write checks: limits, the client's identification and screening),
//   notifications/ (what writes announce), documents/ (the PDF and XLSX kit), db/, lib/ and
//   plugins/. Core imports core only (and src/shared).
// - features: src/server/features/<name>. A feature imports core, src/shared and its own
//   files, never another feature's and never the upper layer: what two features need moves
//   into core.
// - the upper layer, features that by nature assemble others: the read model `print` (it
//   prints reports, shifts, persons, rates) and the admin section (`adminCities`,
//   `adminCurrencies`, `adminUsers`, `adminSettings`: the admin screens' API over the
//   features' own rules, which the command line calls too), and `settlements` (a vault
//   order settling a debt between cities is a cash order, created by the cash orders' own
//   service). They import features and core, but not each other.
// - the app: routes.ts, app.ts and the other top-level files, cli/, seed/, observability/…
//   wire the layers together and are not checked.
// Tests and testing/ folders set up whole worlds and are not checked either. Relative imports
// are resolved against the importing file, so `../cities/cityService` from a feature is caught.
const path = require('node:path');

const SERVER = path.join('src', 'server');
const CORE = new Set(['ledger', 'http', 'auth', 'checks', 'notifications', 'documents', 'db', 'lib', 'plugins']);
const UPPER = new Set(['print', 'adminCities', 'adminCurrencies', 'adminUsers', 'adminSettings', 'settlements']);
/**
 * Edges still crossing the upper layer, each with its reason; the rule's test fails when one
 * is no longer needed, so the list only shrinks.
 */
const KNOWN_EDGES = new Map([
  [
    'features/adminCurrencies/adminCurrenciesService.ts -> features/adminCities/adminCityQueries.ts',
    "the pairs route (PUT /api/admin/cash_registers/:id/pairs/) answers with the register as the registers' list shows it",
  ],
]);

/** { layer, name } of a file under src/server, or null outside the checked layers. */
function placeOf(file) {
  const rel = path.relative(path.resolve(SERVER), path.resolve(file));
  if (rel.startsWith('..')) return null;
  const parts = rel.split(path.sep);
  if (parts.includes('testing')) return null;
  if (parts[0] === 'features' && parts.length > 2) {
    return { layer: UPPER.has(parts[1]) ? 'upper' : 'feature', name: `features/${parts[1]}` };
  }
  if (CORE.has(parts[0]) && parts.length > 1) return { layer: 'core', name: parts[0] };
  return null;
}

function targetFile(from, source) {
  const resolved = path.resolve(path.dirname(from), source);
  return path.extname(resolved) ? resolved : `${resolved}.ts`;
}

function edgeKey(from, to) {
  const rel = (file) => path.relative(path.resolve(SERVER), path.resolve(file)).split(path.sep).join('/');
  return `${rel(from)} -> ${rel(to)}`;
}

const serverBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Server imports flow core → features → upper layer; features do not import each other.' },
    schema: [],
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from || /\.test\.[jt]s$/.test(context.filename)) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = targetFile(context.filename, source);
      const to = placeOf(target);
      if (!to || to.name === from.name) return;
      const wrong =
        (from.layer === 'core' && to.layer !== 'core') ||
        (from.layer === 'feature' && to.layer !== 'core') ||
        (from.layer === 'upper' && to.layer === 'upper');
      if (!wrong || KNOWN_EDGES.has(edgeKey(context.filename, target))) return;
      const advice =
        from.layer === 'core' ? 'core imports core only' : 'move what both need into the core (ledger/, http/, checks/, notifications/, documents/…)';
      context.report({ node, message: `${from.name} may not import ${to.name} (${source}): ${advice}.` });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

module.exports = { serverBoundaries, KNOWN_EDGES };
