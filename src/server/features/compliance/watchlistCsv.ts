import { isWireDate } from '../../../shared/dates';

/**
 * The list's file (docs/api/clients.md, "The list"): CSV in UTF-8, a header beginning
 * `full_name,birth_date`, then one name per line; `birth_date` is yyyy-MM-dd or empty; any
 * further columns are kept as they are. Quotes as RFC 4180 has them ("Иванов, Иван" and ""
 * inside). A malformed file is refused whole, naming its first bad line (the header is line 1).
 */

export interface WatchlistRow {
  line: number;
  full_name: string;
  birth_date: string | null;
  extra: string[];
}

export interface ParsedWatchlist {
  extraColumns: string[];
  rows: WatchlistRow[];
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

/** The file's records with the line each begins on (a quoted field may hold a line break). */
function* records(text: string): Generator<{ line: number; fields: string[] }> {
  let line = 1;
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
}

/** Records between two pauses of the parse (other requests run in them). */
const RECORDS_PER_SLICE = 5000;

export async function parseWatchlistCsv(content: Buffer): Promise<ParsedWatchlist> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw new WatchlistFormatError('Файл не в кодировке UTF-8.');
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.includes('\u0000')) throw new WatchlistFormatError('Файл содержит нулевой символ: это не CSV.');
  const all = records(text);
  const header = all.next().value as { line: number; fields: string[] } | undefined;
  const columns = header?.fields.map((c) => c.trim()) ?? [];
  if (columns[0] !== 'full_name' || columns[1] !== 'birth_date') {
    fail(header?.line ?? 1, 'заголовок должен начинаться с full_name,birth_date.');
  }
  const rows: WatchlistRow[] = [];
  for (const { line, fields } of all) {
    if (fields.length !== columns.length) fail(line, `ожидалось полей: ${columns.length}, а их ${fields.length}.`);
    const fullName = fields[0].trim().replace(/\s+/g, ' ');
    if (!fullName) fail(line, 'пустое full_name.');
    if (fullName.length > 500) fail(line, 'full_name длиннее 500 символов.');
    const birth = fields[1].trim();
    if (birth && !isWireDate(birth)) fail(line, `дата рождения «${String(birth).slice(0, 40)}» не в формате ГГГГ-ММ-ДД.`);
    rows.push({ line, full_name: fullName, birth_date: birth || null, extra: fields.slice(2) });
    if (rows.length % RECORDS_PER_SLICE === 0) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return { extraColumns: columns.slice(2), rows };
}
