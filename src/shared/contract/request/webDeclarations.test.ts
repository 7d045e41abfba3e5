import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The web's build hands the forms each request's declaration as JSON made at build time
 * (scripts/request-declarations-loader.cjs): no TypeBox in the bundle. The forms must see the
 * same limits the server validates with. Every module of this folder is put through the loader
 * and each exported schema compared, keyword by keyword, with the module's own value.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../../../scripts/request-declarations-loader.cjs') as (this: { resourcePath: string; addDependency(path: string): void }) => string;

const HERE = __dirname;
const MODULES = readdirSync(HERE).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'index.ts');

/** What a form reads of a schema, everywhere in it (the loader's kept keywords, descriptions aside). */
function limits(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(limits);
  if (!schema || typeof schema !== 'object') return schema;
  const s = schema as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of ['type', 'required', 'maxLength', 'minLength', 'x-error', 'minimum', 'maximum', 'enum', 'minItems', 'maxItems']) if (key in s) out[key] = s[key];
  if ('x-error' in s && 'pattern' in s) out.pattern = s.pattern;
  if (s.properties) out.properties = Object.fromEntries(Object.entries(s.properties as object).map(([name, field]) => [name, limits(field)]));
  if (s.items) out.items = limits(s.items);
  if (s.anyOf) out.anyOf = limits(s.anyOf);
  return out;
}

function webExports(file: string): Record<string, unknown> {
  const code = loader.call({ resourcePath: join(HERE, file), addDependency: () => {} });
  return Object.fromEntries([...code.matchAll(/^export const (\w+) = (.*);$/gm)].map(([, name, json]) => [name, JSON.parse(json)]));
}

it('reads the folder', () => {
  expect(MODULES.length).toBeGreaterThan(20);
});

describe.each(MODULES)('%s', (file) => {
  it('reaches the web with the limits the server validates with', async () => {
    const own = (await import(`./${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
    const web = webExports(file);
    for (const [name, value] of Object.entries(own)) {
      const schema = value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Set) && ('type' in value || 'anyOf' in value);
      if (schema) expect([name, web[name]]).toEqual([name, limits(value)]);
      else if (typeof value === 'string' || typeof value === 'number') expect([name, web[name]]).toEqual([name, value]);
      // The kit's builders (functions) stay out of the web.
      else if (typeof value === 'function') expect([name, web[name]]).toEqual([name, undefined]);
    }
  });
});
