import { DEMO_ACCOUNTS_TEXT, seedDemo } from '../../seed/demo';
import { parse } from '../args';
import { type CommandGroup, UsageError } from '../types';

export const seedCommands: CommandGroup = {
  name: 'seed',
  summary: 'демо-данные',
  usage: `Демо-данные:
  seed demo     города, кассы и три учётные записи; повторный запуск ничего не портит.
                Работает и с DATABASE_URL (сервер сам заполняет только пустую встроенную базу).`,
  async run([sub, ...argv], ctx) {
    if (sub !== 'demo') throw new UsageError(sub ? `Неизвестная команда: seed ${sub}` : 'Укажите: seed demo');
    parse(argv, {});
    await seedDemo(await ctx.db());
    ctx.out('Демо-данные загружены.');
    ctx.out(DEMO_ACCOUNTS_TEXT);
  },
};
