import { Writable } from 'node:stream';

/**
 * The server's log for a person at a terminal: one short line per event instead of
 * pino's JSON, and one line per request instead of two ("incoming request" is held back and
 * joined to its "request completed"). JSON stays the format for files and collectors
 * (LOG_FORMAT=json, or output that is not a terminal).
 */
const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' };

type Entry = {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
  [field: string]: unknown;
};

const PINO_FIELDS = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'reqId', 'req', 'res', 'responseTime', 'err']);

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toTimeString().slice(0, 8);

/** The fields an entry adds to its message, as `key=value`. */
function extras(entry: Entry): string {
  const parts = Object.entries(entry)
    .filter(([key]) => !PINO_FIELDS.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return parts.length ? `  ${parts.join(' ')}` : '';
}

export class HumanLogFormatter {
  /** "incoming request" lines waiting for their "request completed". */
  private readonly pending = new Map<string, { method: string; url: string }>();

  /** One JSON line of pino → the line to print, or null for one held back. */
  format(line: string): string | null {
    let entry: Entry;
    try {
      entry = JSON.parse(line) as Entry;
    } catch {
      return line.trimEnd();
    }
    const level = LEVELS[entry.level ?? 30] ?? String(entry.level);
    const at = clock(entry.time);
    if (entry.req && entry.reqId !== undefined && entry.msg === 'incoming request') {
      this.pending.set(String(entry.reqId), { method: entry.req.method ?? '?', url: entry.req.url ?? '?' });
      return null;
    }
    if (entry.res && entry.msg === 'request completed') {
      const req = this.pending.get(String(entry.reqId)) ?? { method: '?', url: '?' };
      this.pending.delete(String(entry.reqId));
      const ms = entry.responseTime === undefined ? '' : `  ${entry.responseTime.toFixed(0)} ms`;
      return `${at} ${level} ${entry.res.statusCode ?? '?'} ${req.method} ${req.url}${ms}`;
    }
    const error = entry.err ? `\n${entry.err.stack ?? entry.err.message ?? ''}` : '';
    return `${at} ${level} ${entry.msg ?? ''}${extras(entry)}${error}`;
  }
}

/** A destination for Fastify's logger that writes human lines to `out`. */
export function humanLogStream(out: NodeJS.WritableStream = process.stdout): Writable {
  const formatter = new HumanLogFormatter();
  let rest = '';
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        const text = line && formatter.format(line);
        if (text) out.write(`${text}\n`);
      }
      done();
    },
  });
}
