import { PassThrough } from 'node:stream';
import { firstLine, readPassword } from './passwordInput';

/** A fake terminal: what is typed goes in, raw mode is recorded. */
function terminal() {
  const input = Object.assign(new PassThrough(), { isTTY: true, raw: [] as boolean[] });
  const tty = Object.assign(input, { setRawMode: (raw: boolean) => input.raw.push(raw) });
  const output = new PassThrough();
  let shown = '';
  output.on('data', (c) => (shown += c.toString()));
  return { tty, output, shown: () => shown };
}

describe('readPassword', () => {
  it('reads the first line of standard input when it is not a terminal', async () => {
    const input = new PassThrough();
    input.end('S3cret pass phrase\nsecond line\n');
    await expect(readPassword('?', input)).resolves.toBe('S3cret pass phrase');
    const crlf = new PassThrough();
    crlf.end('pw-with-crlf\r\n');
    await expect(firstLine(crlf)).resolves.toBe('pw-with-crlf');
  });

  it('refuses an empty standard input (a script that forgot to pass one)', async () => {
    const input = new PassThrough();
    input.end();
    await expect(readPassword('?', input)).rejects.toThrow('Пароль не получен');
  });

  it('at a terminal asks twice without echo, in raw mode, and refuses two different answers', async () => {
    const t = terminal();
    const answer = readPassword('Пароль: ', t.tty, t.output);
    t.tty.write('hunter2-lon');
    t.tty.write('g\u007fg\r');
    await new Promise((r) => setImmediate(r));
    t.tty.write('hunter2-long\r');
    await expect(answer).resolves.toBe('hunter2-long');
    expect(t.shown()).toBe('Пароль: \nПовторите пароль: \n');
    expect(t.tty.raw).toEqual([true, false, true, false]);

    const u = terminal();
    const mismatch = readPassword('Пароль: ', u.tty, u.output);
    u.tty.write('one-password\r');
    await new Promise((r) => setImmediate(r));
    u.tty.write('another-one\r');
    await expect(mismatch).rejects.toThrow('Пароли не совпадают');
  });
});
