import { changeCashRegister, ensureCashRegister, renameCashRegisterIn, setCashRegisterActiveIn } from '../../features/cashRegisters/registerWrites';
import { allCashRegisters } from '../../features/cashRegisters/cashRegisterService';
import { SYSTEM_ACTOR } from '../../http/scope';
import { parse, parseId, requireValue, table } from '../args';
import { type CommandGroup, UsageError } from '../types';

export const registerCommands: CommandGroup = {
  name: 'register',
  summary: 'кассы',
  usage: `Кассы:
  register create --city ID [--vault] NAME  --vault: хранилище города (одно на город; вид не меняется)
  register list [--city ID]                 все кассы, и деактивированные
  register rename ID NAME
  register deactivate ID                    только пустую: без денег, незавершённых переводов и сторно
  register activate ID`,
  async run([sub, ...argv], ctx) {
    switch (sub) {
      case 'create': {
        const { values, positionals } = parse(argv, { city: { type: 'string' }, vault: { type: 'boolean' } }, { min: 1, max: 1 });
        const cityId = parseId(requireValue(values.city, 'city'), '--city');
        const kind = values.vault ? 'vault' : 'till';
        const { register, created } = await ensureCashRegister(await ctx.db(), cityId, positionals[0], SYSTEM_ACTOR, kind);
        const what = `${register.name} (id ${register.id}) в городе ${register.city.name}`;
        const vault = register.kind === 'vault';
        ctx.out(created ? `${vault ? 'Создано хранилище' : 'Создана касса'} ${what}.` : `${vault ? 'Хранилище' : 'Касса'} ${what} уже есть.`);
        return;
      }
      case 'list': {
        const { values } = parse(argv, { city: { type: 'string' } });
        const cityId = values.city === undefined ? undefined : parseId(values.city, '--city');
        const list = await allCashRegisters(await ctx.db(), null, cityId, { withInactive: true });
        const rows = list.map((r) => [r.id, r.name, `${r.city.name} (${r.city.id})`, r.kind === 'vault' ? 'хранилище' : 'касса', r.is_active ? 'активна' : 'деактивирована']);
        for (const line of table(['id', 'касса', 'город', 'вид', 'статус'], rows)) ctx.out(line);
        return;
      }
      case 'rename': {
        const { positionals } = parse(argv, {}, { min: 2, max: 2 });
        const id = parseId(positionals[0], 'ID');
        const r = await changeCashRegister(await ctx.db(), SYSTEM_ACTOR, id, (tx) => renameCashRegisterIn(tx, id, positionals[1], SYSTEM_ACTOR));
        ctx.out(`Касса ${r.id}: ${r.name}.`);
        return;
      }
      case 'deactivate':
      case 'activate': {
        const { positionals } = parse(argv, {}, { min: 1, max: 1 });
        const id = parseId(positionals[0], 'ID');
        const active = sub === 'activate';
        const r = await changeCashRegister(await ctx.db(), SYSTEM_ACTOR, id, (tx) => setCashRegisterActiveIn(tx, id, active, SYSTEM_ACTOR));
        ctx.out(`Касса ${r.name} (id ${r.id}) ${r.is_active ? 'активна' : 'деактивирована'}.`);
        return;
      }
      default:
        throw new UsageError(sub ? `Неизвестная команда: register ${sub}` : 'Укажите команду.');
    }
  },
};
