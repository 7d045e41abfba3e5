import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { confirmPreview, importWatchlist, watchlistState } from '../../features/compliance/watchlist';
import { SYSTEM_ACTOR } from '../../http/scope';
import { parse, parseId } from '../args';
import { type CommandGroup, UsageError } from '../types';

const usage = `Перечень для проверки клиентов (docs/api/clients.md):
  watchlist import ФАЙЛ   загрузить CSV (UTF-8, заголовок full_name,birth_date; дальше любые столбцы):
                          заменяет прежний перечень целиком, все клиенты проверяются заново;
                          перечень без более чем десятой части действующих записей ждёт подтверждения
  watchlist confirm ID    применить такой перечень (ID из ответа import)
  watchlist show          сколько имён, когда загружен`;

/** The same upload as POST /api/compliance/watchlist/import/, by the command line (audited as 'cli'). */
export const watchlistCommands: CommandGroup = {
  name: 'watchlist',
  summary: 'перечень для проверки клиентов: загрузить, подтвердить, показать',
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
        const outcome = await importWatchlist(await ctx.db(), SYSTEM_ACTOR, { filename: basename(positionals[0]), content });
        if ('applied' in outcome) {
          ctx.out(`Загружено имён: ${outcome.applied.entries}; совпадений с клиентами: ${outcome.applied.matched}.`);
          return;
        }
        const p = outcome.preview;
        ctx.out(`Не применён: в новом перечне нет ${p.removed} из ${p.entries_in_force} действующих записей (добавлено ${p.added}); ` +
          `новых совпадений: ${p.newly_matched}, совпадений с записями, которых нет в новом перечне: ${p.no_longer_listed}. ` +
          `Применить: watchlist confirm ${p.preview}`);
        return;
      }
      case 'confirm': {
        const { positionals } = parse(argv, {}, { min: 1, max: 1 });
        const state = await confirmPreview(await ctx.db(), SYSTEM_ACTOR, parseId(positionals[0], 'Перечень'));
        ctx.out(`Применён перечень, имён: ${state.entries}; совпадений с клиентами: ${state.matched}.`);
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
