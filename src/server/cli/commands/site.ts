import { readSiteActive, writeSiteActive } from '../../features/site/siteSwitch';
import { SYSTEM_ACTOR } from '../../http/scope';
import { parse } from '../args';
import { type CommandGroup, UsageError } from '../types';

export const siteCommands: CommandGroup = {
  name: 'site',
  summary: 'включить или выключить сайт, узнать его состояние',
  usage: `Сайт:
  site on       включить (после /api/stop_site/ — только так)
  site off      выключить: все вызовы API отвечают 503
  site status
Запущенные серверы увидят изменение в течение секунды.`,
  async run([sub, ...argv], ctx) {
    parse(argv, {});
    const db = await ctx.db();
    switch (sub) {
      case 'on':
      case 'off':
        await writeSiteActive(db, sub === 'on', SYSTEM_ACTOR);
        ctx.out(sub === 'on' ? 'Сайт включён.' : 'Сайт выключен.');
        return;
      case 'status':
        ctx.out((await readSiteActive(db)) ? 'Сайт включён.' : 'Сайт выключен.');
        return;
      default:
        throw new UsageError(sub ? `Неизвестная команда: site ${sub}` : 'Укажите on, off или status.');
    }
  },
};
