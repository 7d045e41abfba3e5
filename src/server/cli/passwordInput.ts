import type { Readable, Writable } from 'node:stream';

/** A terminal's standard input: a TTY stream with raw mode. */
type Terminal = Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };

/**
 * Where the command line gets a password: typed at a prompt that does not echo it, or the
 * first line of standard input when it is not a terminal (scripts: `printf '%s\n' "$PW" |
 * npm run cli -- user set-password ivan`). Never from the arguments, which every user of the
 * machine can read in the process list and which shells keep in their history.
 */
export async function readPassword(prompt: string, input: Terminal = process.stdin, output: Writable = process.stderr): Promise<string> {
  if (input.isTTY && input.setRawMode) {
    const first = await promptHidden(prompt, input, output);
    const again = await promptHidden('Повторите пароль: ', input, output);
    if (first !== again) throw new PasswordInputError('Пароли не совпадают.');
    return first;
  }
  return firstLine(input);
}

export class PasswordInputError extends Error {}

/** The first line of a stream (without its line end); the rest is not read. */
export function firstLine(input: Readable): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const finish = () => {
      input.off('data', onData);
      input.off('end', finish);
      input.off('error', reject);
      input.pause();
      const line = text.split(/\r?\n/)[0];
      if (!line) reject(new PasswordInputError('Пароль не получен: введите его или подайте первой строкой стандартного ввода.'));
      else resolve(line);
    };
    const onData = (chunk: Buffer | string) => {
      text += chunk.toString();
      if (/\r?\n/.test(text)) finish();
    };
    input.on('data', onData);
    input.on('end', finish);
    input.on('error', reject);
    input.resume();
  });
}

function promptHidden(prompt: string, input: Terminal, output: Writable): Promise<string> {
  output.write(prompt);
  input.setRawMode!(true);
  input.setEncoding('utf8');
  input.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const done = () => {
      input.off('data', onData);
      input.setRawMode!(false);
      input.pause();
      output.write('\n');
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          done();
          resolve(value);
          return;
        }
        if (ch === '\u0003' || ch === '\u0004') {
          done();
          reject(new PasswordInputError('Ввод пароля прерван.'));
          return;
        }
        value = ch === '\u007f' || ch === '\b' ? [...value].slice(0, -1).join('') : value + ch;
      }
    };
    input.on('data', onData);
  });
}
