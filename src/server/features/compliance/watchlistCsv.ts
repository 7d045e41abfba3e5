import { isUtf8 } from 'node:buffer';
import { isWireDate } from '../../../shared/dates';
import { windows } from './watchlistFileWindows';

/**
 * The list's file (docs/api/clients.md, "The list"): CSV in UTF-8, a header beginning
 * `full_name,birth_date`, then one name per line; `birth_date` is yyyy-MM-dd or empty; any
 * further columns are kept as they are. Quotes as RFC 4180 has them ("Иванов, Иван" and ""
 * inside). A malformed file is refused whole, naming its first bad line (the header is line 1).
 */

/**
 * A slice of the list's entries, as columns (one array per column, not one object per line):
 * what one short transaction writes (watchlistStaging.ts). `extras` is each line's further
 * fields as a JSON array, or null when the file has none.
 */
export interface WatchlistChunk {
  lines: number[];
  names: string[];
  births: (string | null)[];
  extras: (string | null)[];
}

/**
 * A file already read once whole and found well formed: its header's further columns, how
 * many entries it has, and its entries again in slices of a given size, parsed as they are
 * asked for — the 100 000 lines of a large list are never all alive at once (the server's
 * memory after an upload, docs/PERFORMANCE.md).
 */
export interface WatchlistFile {
  extraColumns: string[];
  entries: number;
  chunks(size: number): AsyncGenerator<WatchlistChunk>;
}

export class WatchlistFormatError extends Error {}

const fail = (line: number, why: string): never => {
  throw new WatchlistFormatError(`Строка ${line}: ${why}`);
};

/**
 * One field at the cursor: quoted (its `""` are quotes; it may hold line breaks) or plain up
 * to the next comma or line break. A native sticky regex per field, not a loop per
 * character: a 100 000-line list is parsed in tens of milliseconds, and the event loop the
 * office's other calls share is not held for seconds.
 */
const FIELD = /"((?:[^"]|"")*)"|([^,"\r\n]*)/y;

/**
 * A window's records with the line each begins on (a quoted field may hold a line break);
 * `at.line` is the line the window begins on, and after it the line the next one begins on.
 */
function* windowRecords(text: string, at: { line: number }): Generator<{ line: number; fields: string[] }> {
  let line = at.line;
  let i = 0;
  while (i < text.length) {
    const start = line;
    const fields: string[] = [];
    for (;;) {
      FIELD.lastIndex = i;
      const m = FIELD.exec(text)!;
      const quoted = m[1] !== undefined;
      if (quoted) {
        for (let k = m[1].indexOf('\n'); k !== -1; k = m[1].indexOf('\n', k + 1)) line += 1;
        fields.push(m[1].replace(/""/g, '"'));
      } else {
        fields.push(m[2]);
      }
      i = FIELD.lastIndex;
      const next = text[i];
      if (next === ',') {
        i += 1;
        continue;
      }
      if (quoted && next !== undefined && next !== '\r' && next !== '\n') fail(line, 'после закрывающей кавычки ожидается запятая.');
      if (next === '"') {
        if (m[2] === '') fail(start, 'незакрытая кавычка.');
        fail(line, 'кавычка внутри поля без кавычек.');
      }
      break;
    }
    if (text[i] === '\r' && text[i + 1] === '\n') i += 2;
    else if (i < text.length) i += 1;
    line += 1;
    // Blank lines are skipped.
    if (!(fields.length === 1 && fields[0].trim() === '')) yield { line: start, fields };
  }
  at.line = line;
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
// The file's BOM is skipped by byte; one inside the file stays a character, as in the whole text.
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

/** The file's records from byte `from` (after its BOM, if any), a window at a time. */
function* records(content: Buffer, from: number): Generator<{ line: number; fields: string[] }> {
  const at = { line: 1 };
  for (const [start, end] of windows(content, from)) {
    yield* windowRecords(decoder.decode(content.subarray(start, end)), at);
  }
}

/** Records between two pauses of the checking read (other requests run in them). */
const RECORDS_PER_SLICE = 5000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** One line's entry, checked: its name with spaces collapsed, and its birth date or null. */
function entryOf(line: number, fields: string[], columns: number): { name: string; birth: string | null } {
  if (fields.length !== columns) fail(line, `ожидалось полей: ${columns}, а их ${fields.length}.`);
  const name = fields[0].trim().replace(/\s+/g, ' ');
  if (!name) fail(line, 'пустое full_name.');
  if (name.length > 500) fail(line, 'full_name длиннее 500 символов.');
  const birth = fields[1].trim();
  if (birth && !isWireDate(birth)) fail(line, `дата рождения «${String(birth).slice(0, 40)}» не в формате ГГГГ-ММ-ДД.`);
  return { name, birth: birth || null };
}

/**
 * The file read twice: once whole to check every line — a malformed line anywhere refuses the
 * file before anything is staged, keeping nothing but a count — then, through `chunks`, slice
 * by slice as the entries are written. Neither read holds more than a window's text and a
 * slice's columns: 100 000 row objects and the file's text, held for the whole upload, went
 * to V8's old generation and kept the server's heap 50–80 MB larger after the answer.
 */
export async function readWatchlistCsv(content: Buffer): Promise<WatchlistFile> {
  // Checked on the bytes, natively: no string of the whole file is made.
  if (!isUtf8(content)) throw new WatchlistFormatError('Файл не в кодировке UTF-8.');
  if (content.includes(0)) throw new WatchlistFormatError('Файл содержит нулевой символ: это не CSV.');
  const from = content.subarray(0, 3).equals(BOM) ? 3 : 0;
  const all = records(content, from);
  const header = all.next().value as { line: number; fields: string[] } | undefined;
  const columns = header?.fields.map((c) => c.trim()) ?? [];
  if (columns[0] !== 'full_name' || columns[1] !== 'birth_date') {
    fail(header?.line ?? 1, 'заголовок должен начинаться с full_name,birth_date.');
  }
  let entries = 0;
  for (const { line, fields } of all) {
    entryOf(line, fields, columns.length);
    entries += 1;
    if (entries % RECORDS_PER_SLICE === 0) await nextTurn();
  }
  async function* chunks(size: number): AsyncGenerator<WatchlistChunk> {
    const again = records(content, from);
    again.next(); // the header
    let chunk: WatchlistChunk = { lines: [], names: [], births: [], extras: [] };
    for (const { line, fields } of again) {
      const { name, birth } = entryOf(line, fields, columns.length);
      chunk.lines.push(line);
      chunk.names.push(name);
      chunk.births.push(birth);
      chunk.extras.push(fields.length > 2 ? JSON.stringify(fields.slice(2)) : null);
      if (chunk.lines.length === size) {
        yield chunk;
        chunk = { lines: [], names: [], births: [], extras: [] };
      }
    }
    if (chunk.lines.length) yield chunk;
  }
  return { extraColumns: columns.slice(2), entries, chunks };
}
