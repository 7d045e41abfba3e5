import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { importWatchlist, watchlistState } from '../../features/compliance/watchlist';
import { SYSTEM_ACTOR } from '../../http/scope';
import { parse } from '../args';
import { type CommandGroup, UsageError } from '../types';

const usage = `Перечень для проверки клиентов (docs/api/clients.md):
  watchlist import ФАЙЛ   загрузить CSV (UTF-8, заголовок full_name,birth_date; дальше любые столбцы):
                          заменяет прежний перечень целиком, все клиенты проверяются заново
  watchlist show          сколько имён, когда загружен`;

/** The same upload as POST /api/compliance/watchlist/import/, by the command line (audited as 'cli'). */
export const watchlistCommands: CommandGroup = {
  name: 'watchlist',
  summary: 'перечень для проверки клиентов: загрузить, показать',
  usage,
  async run([sub, ...argv], ctx) {
    switch (sub) {
      case 'import': {
        const { positionals } = parse(argv, {}, { min: 1, max: 1 });
        let content: Buffer;
        try {
          content = readFileSync(positionals[0]);
        } catch (e) {
          throw new UsageError(`Не удалось прочитать ${positionals[0]}: ${(e as Error).message}`);
        }
        const state = await importWatchlist(await ctx.db(), SYSTEM_ACTOR, { filename: basename(positionals[0]), content });
        ctx.out(`Загружено имён: ${state.entries}; совпадений с клиентами: ${state.matched}.`);
        return;
      }
      case 'show': {
        parse(argv, {});
        const state = await watchlistState(await ctx.db());
        ctx.out(state.imported_at ? `Имён: ${state.entries}; загружен ${state.imported_at}${state.is_stale ? ' (устарел)' : ''}.` : 'Перечень не загружен.');
        return;
      }
      default:
        throw new UsageError(sub ? `Неизвестная команда: watchlist ${sub}` : 'Укажите команду.');
    }
  },
};
