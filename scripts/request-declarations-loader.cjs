// A webpack loader for the requests' declarations (src/shared/contract/request/*.ts) in the
// web's bundle. The forms read their limits from those declarations (docs/api/conventions.md,
// "Requests"), but TypeBox's builders cost ~15 KB gzip in every first visit that shows a form,
// and the register screen's budget is 60 KB. So the web gets the declarations as the values they
// are: the module is built and run here, at build time (esbuild, which tsx brings), and each
// exported schema becomes a JSON constant holding what a form checks (type, required fields,
// lengths, patterns and their messages, ranges, enums); descriptions and defaults stay on the
// server. Exported strings and string lists (a pattern, an ordering) pass as they are; functions
// (the kit's builders) are not exported to the web at all: a web import of one fails the build.
const { resolve } = require('node:path');
const { buildSync } = require('esbuild');

/** The keywords a form's limits are read from; the rest (descriptions, defaults) is the server's. */
const KEPT = new Set(['type', 'required', 'properties', 'items', 'anyOf', 'maxLength', 'minLength', 'pattern', 'x-error', 'minimum', 'maximum', 'enum', 'minItems', 'maxItems']);

function compact(schema) {
  if (Array.isArray(schema)) return schema.map(compact);
  if (!schema || typeof schema !== 'object') return schema;
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (!KEPT.has(key)) continue;
    // A pattern without a message of its own (the server's guard against NUL) is not a form's.
    if (key === 'pattern' && !('x-error' in schema)) continue;
    // Under `properties` the keys are field names, each with a schema.
    out[key] = key === 'properties' ? Object.fromEntries(Object.entries(value).map(([name, field]) => [name, compact(field)])) : compact(value);
  }
  return out;
}

const isSchema = (value) => value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Set) && ('type' in value || 'anyOf' in value);
const isStringList = (value) => Array.isArray(value) && value.every((item) => typeof item === 'string');

module.exports = function requestDeclarationsLoader() {
  const { outputFiles, metafile } = buildSync({
    entryPoints: [this.resourcePath],
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
    // TypeBox is required from node_modules when the module runs, not bundled into it: bundling
    // its ~370 modules again for every declaration was ~0.15 s of each one's ~0.16 s.
    packages: 'external',
  });
  // A change to any file the declaration is made of (the kit, an enum) builds it again.
  for (const input of Object.keys(metafile.inputs)) this.addDependency(resolve(input));
  const module = { exports: {} };
  new Function('module', 'exports', 'require', outputFiles[0].text)(module, module.exports, require);
  const lines = [];
  for (const [name, value] of Object.entries(module.exports)) {
    if (typeof value === 'string' || typeof value === 'number' || isStringList(value)) lines.push(`export const ${name} = ${JSON.stringify(value)};`);
    else if (isSchema(value)) lines.push(`export const ${name} = ${JSON.stringify(compact(value))};`);
  }
  return lines.join('\n');
};
