import { RestoreError, restoreBackup, writeBackup } from '../../db/backup';
import { parse } from '../args';
import type { CommandGroup } from '../types';

/** `backup FILE` and `restore FILE` (docs/RELIABILITY.md): one plain SQL file. */
export const backupCommands: CommandGroup = {
  name: 'backup',
  summary: 'резервная копия базы в файл SQL (восстановление: restore)',
  usage: `Резервная копия:
  backup FILE    вся база (схема и данные) одним файлом SQL; сервер может работать
                 (с DATABASE_URL; встроенную базу сервер держит сам — остановите его).
                 Файл загружается и в пустую базу PostgreSQL: psql -v ON_ERROR_STOP=1 -d БАЗА -f FILE`,
  async run(argv, ctx) {
    const { positionals } = parse(argv, {}, { min: 1, max: 1 });
    const started = Date.now();
    const counts = await writeBackup(await ctx.db(), positionals[0]);
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    ctx.out(`Копия: ${positionals[0]} — ${Object.keys(counts).length} таблиц, ${rows} строк, ${Date.now() - started} мс.`);
  },
};

export const restoreCommands: CommandGroup = {
  name: 'restore',
  summary: 'восстановить базу из резервной копии (только в пустую базу)',
  usage: `Восстановление:
  restore FILE   загрузить копию (npm run cli -- backup FILE) в новую базу: DATA_DIR с пустой
                 папкой или DATABASE_URL пустой базы. Всё или ничего. Затем: ledger verify.`,
  async run(argv, ctx) {
    const { positionals } = parse(argv, {}, { min: 1, max: 1 });
    const started = Date.now();
    try {
      const { statements } = await restoreBackup(await ctx.db(), positionals[0]);
      ctx.out(`Восстановлено из ${positionals[0]}: ${statements} инструкций, ${Date.now() - started} мс.`);
    } catch (e) {
      if (!(e instanceof RestoreError)) throw e;
      ctx.err(`Ошибка: ${e.message}`);
      return 1;
    }
  },
};
