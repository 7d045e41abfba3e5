import { constants, getPriority, setPriority } from 'node:os';
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
    yieldToTheApi();
    const started = Date.now();
    const counts = await writeBackup(await ctx.db(), positionals[0]);
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    ctx.out(`Копия: ${positionals[0]} — ${Object.keys(counts).length} таблиц, ${rows} строк, ${Date.now() - started} мс.`);
  },
};

/**
 * A backup runs while the registers work (docs/RELIABILITY.md, "Backup"): it takes this
 * process below normal priority, so on a busy machine the backup takes longer rather than
 * slow the cashiers. The database's side is paced by this process (it asks for a page of rows
 * at a time). At the busiest hour on 2 cores, a backup at normal priority was where the
 * writes' p99 went over budget (docs/PERFORMANCE.md, "The busiest hour").
 */
export function yieldToTheApi(): void {
  try {
    // Only ever lower: an operator who runs it at nice 19 keeps 19.
    if (getPriority() < constants.priority.PRIORITY_BELOW_NORMAL) setPriority(constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {
    // Not allowed here (a container's policy): the backup runs as it is.
  }
}

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
