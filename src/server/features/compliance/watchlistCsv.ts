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

/** The file's records with the line each begins on (a quoted field may hold a line break). */
function records(text: string): Array<{ line: number; fields: string[] }> {
  const out: Array<{ line: number; fields: string[] }> = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let atFieldStart = true;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') {
        quoted = false;
        if (i + 1 < text.length && !',\r\n'.includes(text[i + 1])) fail(line, 'после закрывающей кавычки ожидается запятая.');
      } else {
        if (ch === '\n') line += 1;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && atFieldStart) {
      quoted = true;
      atFieldStart = false;
    } else if (ch === '"') {
      fail(line, 'кавычка внутри поля без кавычек.');
    } else if (ch === ',') {
      fields.push(field);
      field = '';
      atFieldStart = true;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      fields.push(field);
      out.push({ line: start, fields });
      fields = [];
      field = '';
      atFieldStart = true;
      line += 1;
      start = line;
    } else {
      field += ch;
      atFieldStart = false;
    }
  }
  if (quoted) fail(start, 'незакрытая кавычка.');
  if (field !== '' || fields.length) out.push({ line: start, fields: [...fields, field] });
  return out.filter((r) => !(r.fields.length === 1 && r.fields[0].trim() === ''));
}

export function parseWatchlistCsv(content: Buffer): ParsedWatchlist {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw new WatchlistFormatError('Файл не в кодировке UTF-8.');
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.includes('\u0000')) throw new WatchlistFormatError('Файл содержит нулевой символ: это не CSV.');
  const [header, ...body] = records(text);
  const columns = header?.fields.map((c) => c.trim()) ?? [];
  if (columns[0] !== 'full_name' || columns[1] !== 'birth_date') {
    fail(header?.line ?? 1, 'заголовок должен начинаться с full_name,birth_date.');
  }
  const rows = body.map(({ line, fields }): WatchlistRow => {
    if (fields.length !== columns.length) fail(line, `ожидалось полей: ${columns.length}, а их ${fields.length}.`);
    const fullName = fields[0].trim().replace(/\s+/g, ' ');
    if (!fullName) fail(line, 'пустое full_name.');
    if (fullName.length > 500) fail(line, 'full_name длиннее 500 символов.');
    const birth = fields[1].trim();
    if (birth && !isWireDate(birth)) fail(line, `дата рождения «${String(birth).slice(0, 40)}» не в формате ГГГГ-ММ-ДД.`);
    return { line, full_name: fullName, birth_date: birth || null, extra: fields.slice(2) };
  });
  return { extraColumns: columns.slice(2), rows };
}
