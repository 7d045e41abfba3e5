#!/usr/bin/env node
// What each built chunk holds, offline: `npm run build && node scripts/bundle-report.cjs [name]`.
// For every dist/assets/*.js (or those whose name contains `name`): its size raw, gzip -9 and as
// the build's brotli copy, and its bytes by package or source folder, attributed through its
// (hidden) source map — each package's share of the gzip is estimated in proportion to its
// share of the minified bytes. docs/PERFORMANCE.md, "Web: JavaScript budgets".
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A source map's segments as [generated line, generated column, source index] (VLQ decoded). */
function segmentsOf(mappings) {
  const out = [];
  let source = 0;
  mappings.split(';').forEach((line, lineIndex) => {
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >> 1) : value >> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) source += values[1];
      out.push([lineIndex, column, values.length > 1 ? source : -1]);
    }
  });
  return out;
}

const dir = path.join(__dirname, '..', 'dist', 'assets');
const only = process.argv[2];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** 'react-dom', '@reduxjs/toolkit', or the source folder ('web/features/operations'). */
function owner(source) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  const rel = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^.*?src\//, '');
  return rel.split('/').slice(0, rel.startsWith('web/features/') ? 3 : 2).join('/');
}

const files = fs.readdirSync(dir).filter((f) => f.endsWith('.js') && (!only || f.includes(only)));
const rows = [];
for (const file of files) {
  const code = fs.readFileSync(path.join(dir, file), 'utf8');
  const gzip = zlib.gzipSync(code, { level: 9 }).length;
  const brFile = path.join(dir, `${file}.br`);
  const br = fs.existsSync(brFile) ? fs.statSync(brFile).size : null;
  const by = new Map();
  const mapFile = path.join(dir, `${file}.map`);
  if (fs.existsSync(mapFile)) {
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
    const lines = code.split('\n');
    const segments = segmentsOf(map.mappings);
    segments.forEach(([line, column, source], i) => {
      const next = segments[i + 1];
      const end = next && next[0] === line ? next[1] : lines[line].length;
      const key = source >= 0 ? owner(map.sources[source]) : '(webpack)';
      by.set(key, (by.get(key) ?? 0) + end - column);
    });
  }
  rows.push({ file, raw: code.length, gzip, br, by });
}

rows.sort((a, b) => b.gzip - a.gzip);
for (const { file, raw, gzip, br, by } of rows) {
  console.log(`${file}: ${kb(raw)} raw, ${kb(gzip)} gzip -9${br === null ? '' : `, ${kb(br)} brotli`}`);
  const top = [...by.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 8));
  for (const [key, bytes] of top) console.log(`    ${key}: ${kb(bytes)} min (~${kb((bytes / raw) * gzip)} gzip)`);
}
