import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './types';

type Options = NonNullable<ParseArgsConfig['options']>;

/** node:util parseArgs, strict, with its errors turned into usage errors. */
export function parse<O extends Options>(argv: string[], options: O, positionals = { min: 0, max: 0 }) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, strict: true, allowPositionals: true });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const n = parsed.positionals.length;
  if (n < positionals.min) throw new UsageError('Не хватает аргументов.');
  if (n > positionals.max) throw new UsageError(`Лишние аргументы: ${parsed.positionals.slice(positionals.max).join(' ')}`);
  return parsed;
}

export function requireValue(value: string | undefined, option: string): string {
  if (value === undefined || value === '') throw new UsageError(`Нужен --${option}.`);
  return value;
}

export function parseId(value: string, what: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 2147483647) throw new UsageError(`${what}: ожидался id (целое число), получено "${value}".`);
  return n;
}

/** --print=true style values. */
export function parseBool(value: string | undefined, option: string): boolean | undefined {
  if (value === undefined) return undefined;
  const v = value.toLowerCase();
  if (['true', 'yes', '1', 'on'].includes(v)) return true;
  if (['false', 'no', '0', 'off'].includes(v)) return false;
  throw new UsageError(`--${option}: ожидалось true или false, получено "${value}".`);
}

/** Rows as aligned columns for a terminal. */
export function table(header: string[], rows: Array<Array<string | number>>): string[] {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  return cells.map((r) => r.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd());
}
