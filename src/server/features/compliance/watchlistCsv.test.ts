import { readWatchlistCsv, WatchlistFormatError, type WatchlistChunk } from './watchlistCsv';

/**
 * The list's file read for a staged upload (docs/api/clients.md, "The list"): checked whole
 * first, then handed out slice by slice as columns, so that a large list's lines are never
 * all alive at once (docs/PERFORMANCE.md, "A 100 000-line list upload").
 */
const file = (text: string) => Buffer.from(text, 'utf8');

async function slices(text: string, size: number): Promise<WatchlistChunk[]> {
  const list = await readWatchlistCsv(file(text));
  const out: WatchlistChunk[] = [];
  for await (const chunk of list.chunks(size)) out.push(chunk);
  return out;
}

it('hands the entries out in slices of the size asked, as columns, each with its line', async () => {
  const text = '\ufefffull_name,birth_date,source\r\n'
    + '"Иванов, Иван",1970-01-01,МВД\r\n'
    + '\r\n'
    + '"Петров\r\nПётр",,"сказал ""нет"""\r\n'
    + '  Сидоров   Сидор ,1980-02-02,\r\n';
  const list = await readWatchlistCsv(file(text));
  expect(list).toMatchObject({ extraColumns: ['source'], entries: 3 });
  expect(await slices(text, 2)).toEqual([
    {
      lines: [2, 4],
      names: ['Иванов, Иван', 'Петров Пётр'],
      births: ['1970-01-01', null],
      extras: ['["МВД"]', '["сказал \\"нет\\""]'],
    },
    { lines: [6], names: ['Сидоров Сидор'], births: ['1980-02-02'], extras: ['[""]'] },
  ]);
});

it('a file without further columns has no extras; the same file can be read again', async () => {
  const text = 'full_name,birth_date\nА Б,\nВ Г,2000-12-31\n';
  const list = await readWatchlistCsv(file(text));
  const once: WatchlistChunk[] = [];
  for await (const chunk of list.chunks(500)) once.push(chunk);
  const twice: WatchlistChunk[] = [];
  for await (const chunk of list.chunks(1)) twice.push(chunk);
  expect(once).toEqual([{ lines: [2, 3], names: ['А Б', 'В Г'], births: [null, '2000-12-31'], extras: [null, null] }]);
  expect(twice.map((c) => c.names)).toEqual([['А Б'], ['В Г']]);
});

it('keeps no line of the file from its checking read, and parses each slice only when it is asked for', async () => {
  // The file's bytes changed in place (same length) between the reads show which read a
  // slice's names come from: a read that kept rows, or parsed ahead, would hand out the old ones.
  const fillers = Array.from({ length: 3000 }, (_, i) => `Заполнитель${i},`);
  const content = file(`full_name,birth_date\nАнна,\nБорис,\n${fillers.join('\n')}\nГлеб,\n`);
  expect(content.length).toBeGreaterThan(2 * 32 * 1024);
  const list = await readWatchlistCsv(content);
  content.write('Алла', content.indexOf('Анна'));
  const slicesOf = list.chunks(2);
  expect((await slicesOf.next()).value).toEqual({ lines: [2, 3], names: ['Алла', 'Борис'], births: [null, null], extras: [null, null] });
  content.write('Гена', content.indexOf('Глеб'));
  let last: WatchlistChunk | undefined;
  for await (const chunk of slicesOf) last = chunk;
  expect(last).toMatchObject({ lines: [3004], names: ['Гена'] });
});

it('a malformed line at the very end refuses the file before a single slice is handed out', async () => {
  const lines = Array.from({ length: 12_000 }, (_, i) => `Человек${i},1990-01-01`);
  const text = `full_name,birth_date\n${lines.join('\n')}\nПоследний,31.12.1990\n`;
  const read = readWatchlistCsv(file(text));
  await expect(read).rejects.toThrow(WatchlistFormatError);
  await expect(read).rejects.toThrow('Строка 12002: дата рождения «31.12.1990» не в формате ГГГГ-ММ-ДД.');
});

it('an empty list has no entries and no slices', async () => {
  expect(await slices('full_name,birth_date,source\n\n  \n', 10)).toEqual([]);
  expect((await readWatchlistCsv(file('full_name,birth_date\n'))).entries).toBe(0);
});

it('a file of many windows: quoted line breaks and quotes across the cuts keep their lines', async () => {
  const names: string[] = [];
  const body: string[] = [];
  let line = 2;
  const lines: number[] = [];
  for (let i = 0; i < 4000; i++) {
    lines.push(line);
    if (i % 7 === 0) {
      names.push(`Многострочный${i} "Кавычка" Имя`);
      body.push(`"Многострочный${i}\n""Кавычка""\r\nИмя",1990-01-01,"а\nб"`);
      line += 4;
    } else {
      names.push(`Однострочный${i} Человек`);
      body.push(`Однострочный${i} Человек,,x`);
      line += 1;
    }
  }
  const text = `full_name,birth_date,note\n${body.join('\n')}\n`;
  expect(Buffer.byteLength(text)).toBeGreaterThan(4 * 32 * 1024);
  const got = await slices(text, 1000);
  expect(got.flatMap((c) => c.lines)).toEqual(lines);
  expect(got.flatMap((c) => c.names)).toEqual(names);
  expect(got[0].extras[0]).toBe('["а\\nб"]');

  const broken = `${text}Последний "Кавычка,\n`;
  await expect(readWatchlistCsv(file(broken))).rejects.toThrow(`Строка ${line}: кавычка внутри поля без кавычек.`);
});

it('refuses a file that is not UTF-8 or holds a NUL, and one without the header', async () => {
  await expect(readWatchlistCsv(Buffer.from([0x66, 0xff, 0x0a]))).rejects.toThrow('Файл не в кодировке UTF-8.');
  await expect(readWatchlistCsv(file('full_name,birth_date\nА\u0000,\n'))).rejects.toThrow('Файл содержит нулевой символ: это не CSV.');
  await expect(readWatchlistCsv(file('\n\nname,birth_date\n'))).rejects.toThrow('Строка 3: заголовок должен начинаться с full_name,birth_date.');
});
