import { allCities, ensureCity, renameCity } from '../../features/cities/cityService';
import { SYSTEM_ACTOR } from '../../http/scope';
import { parse, parseId, table } from '../args';
import { type CommandGroup, UsageError } from '../types';

export const cityCommands: CommandGroup = {
  name: 'city',
  summary: 'города',
  usage: `Города:
  city create NAME
  city list
  city rename ID NAME`,
  async run([sub, ...argv], ctx) {
    switch (sub) {
      case 'create': {
        const { positionals } = parse(argv, {}, { min: 1, max: 1 });
        const { city, created } = await ensureCity(await ctx.db(), positionals[0], SYSTEM_ACTOR);
        ctx.out(created ? `Создан город ${city.name} (id ${city.id}).` : `Город ${city.name} уже есть (id ${city.id}).`);
        return;
      }
      case 'list': {
        parse(argv, {});
        const cities = await allCities(await ctx.db());
        for (const line of table(['id', 'город'], cities.map((c) => [c.id, c.name]))) ctx.out(line);
        return;
      }
      case 'rename': {
        const { positionals } = parse(argv, {}, { min: 2, max: 2 });
        const city = await renameCity(await ctx.db(), SYSTEM_ACTOR, parseId(positionals[0], 'ID'), positionals[1]);
        ctx.out(`Город ${city.id}: ${city.name}.`);
        return;
      }
      default:
        throw new UsageError(sub ? `Неизвестная команда: city ${sub}` : 'Укажите команду.');
    }
  },
};
