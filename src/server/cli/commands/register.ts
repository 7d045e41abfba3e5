import { allCashRegisters, ensureCashRegister } from '../../features/cashRegisters/service';
import { SYSTEM_ACTOR } from '../../http/scope';
import { parse, parseId, requireValue, table } from '../args';
import { type CommandGroup, UsageError } from '../types';

export const registerCommands: CommandGroup = {
  name: 'register',
  summary: 'кассы',
  usage: `Кассы:
  register create --city ID NAME
  register list [--city ID]`,
  async run([sub, ...argv], ctx) {
    switch (sub) {
      case 'create': {
        const { values, positionals } = parse(argv, { city: { type: 'string' } }, { min: 1, max: 1 });
        const cityId = parseId(requireValue(values.city, 'city'), '--city');
        const { register, created } = await ensureCashRegister(await ctx.db(), cityId, positionals[0], SYSTEM_ACTOR);
        const what = `${register.name} (id ${register.id}) в городе ${register.city.name}`;
        ctx.out(created ? `Создана касса ${what}.` : `Касса ${what} уже есть.`);
        return;
      }
      case 'list': {
        const { values } = parse(argv, { city: { type: 'string' } });
        const cityId = values.city === undefined ? undefined : parseId(values.city, '--city');
        const list = await allCashRegisters(await ctx.db(), null, cityId);
        for (const line of table(['id', 'касса', 'город'], list.map((r) => [r.id, r.name, `${r.city.name} (${r.city.id})`]))) ctx.out(line);
        return;
      }
      default:
        throw new UsageError(sub ? `Неизвестная команда: register ${sub}` : 'Укажите команду.');
    }
  },
};
