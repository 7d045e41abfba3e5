// The production server as plain JavaScript: src/server and src/shared → dist-server/ (CommonJS,
// one .js per .ts, same tree), so `npm start` runs `node dist-server/server/main.js` without a
// TypeScript loader. swc only strips types (as webpack and jest do here); `npm run typecheck`
// checks them. Tests and test helpers are left out; the migrations' .sql files are copied
// beside migrate.js, which reads them from its own folder.
const { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } = require('node:fs');
const { dirname, join, relative } = require('node:path');
const { transformFileSync } = require('@swc/core');

const root = join(__dirname, '..');
// BUILD_SERVER_OUT: another folder inside the repository (tests), where node_modules resolves.
const out = process.env.BUILD_SERVER_OUT ? join(root, process.env.BUILD_SERVER_OUT) : join(root, 'dist-server');
const started = Date.now();

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'testing' && entry.name !== '__tests__') yield* files(path);
    } else yield path;
  }
}

rmSync(out, { recursive: true, force: true });
let compiled = 0;
for (const top of ['server', 'shared']) {
  for (const file of files(join(root, 'src', top))) {
    const target = join(out, relative(join(root, 'src'), file));
    if (/\.test\.tsx?$|\.d\.ts$/.test(file)) continue;
    if (/\.tsx?$/.test(file)) {
      const { code } = transformFileSync(file, {
        swcrc: false,
        sourceMaps: false,
        module: { type: 'commonjs' },
        jsc: { parser: { syntax: 'typescript', tsx: file.endsWith('.tsx') }, target: 'es2022' },
      });
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target.replace(/\.tsx?$/, '.js'), code);
      compiled++;
    } else if (/\.(sql|json)$/.test(file)) {
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(file, target);
    }
  }
}
console.log(`${relative(root, out)}/: ${compiled} files compiled in ${Date.now() - started} ms`);
