import { isWireDate } from '../../../shared/dates';
import { RATE_DECIMALS, decimalPattern } from '../../../shared/money';
import { SYSTEM_ACTOR } from '../../http/scope';
import { addCurrency, addPair, currencyIdByCode, listCurrencies, listDilapidation, listPairs, removePair } from '../../features/currencies/currencyService';
import { applyCurrencyChanges, setCurrencyActiveIn, setDilapidationIn } from '../../features/currencies/currencyWrites';
import { listValueSettings, setValueSetting } from '../../features/currencies/valueSettingService';
import { parse, parseId, requireValue, table } from '../args';
import { type CommandGroup, UsageError } from '../types';

const integer = (value: string | undefined, option: string): number | undefined => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n)) throw new UsageError(`--${option}: целое число.`);
  return n;
};

const rate = (value: string | undefined, option: string) => {
  const v = requireValue(value, option);
  if (!new RegExp(decimalPattern(RATE_DECIMALS)).test(v) || Number(v) <= 0) throw new UsageError(`--${option}: курс, например 91.25`);
  return v;
};

export const currencyCommands: CommandGroup = {
  name: 'currency',
  summary: 'валюты, пары касс, ветхость, курсы дня',
  usage: `Валюты:
  currency list                               все валюты, и отключённые
  currency add CODE --name NAME [--order N] [--decimals N] [--crypto] [--base]
  currency set CODE [--name NAME] [--order N] [--decimals N]   (знаки — пока по валюте не было операций)
  currency deactivate CODE                   только если её нет ни в кассах, ни в долгах, ни в незавершённом
  currency activate CODE
  currency pairs [--register ID]
  currency pair-add --register ID CODE       касса может покупать и продавать CODE за базовую
  currency pair-remove --register ID CODE
  currency dilapidation [CODE PERCENT|none]  процент ветхости (none — не принимать ветхие; без аргументов — список)
  currency rates [--city ID] [--register ID] [--date yyyy-MM-dd]
  currency rate-set (--city ID | --register ID) CODE --buy X --sell Y [--date yyyy-MM-dd]`,
  async run([sub, ...argv], ctx) {
    const db = () => ctx.db();
    switch (sub) {
      case 'list': {
        parse(argv, {});
        const all = { withInactive: true };
        const fiat = await listCurrencies(await db(), false, all);
        const crypto = await listCurrencies(await db(), true, all);
        const { rows: inactive } = await (await db()).query<{ id: number }>('SELECT id FROM currencies WHERE NOT is_active');
        const off = new Set(inactive.map((r) => r.id));
        const status = (id: number) => (off.has(id) ? 'отключена' : 'активна');
        const rows = [
          ...fiat.map((c) => [c.id, c.code, c.name, c.order, c.decimals, c.is_base ? 'базовая' : 'фиат', status(c.id)]),
          ...crypto.map((c) => [c.id, c.code, c.name, c.order, c.decimals, 'крипто', status(c.id)]),
        ];
        for (const line of table(['id', 'код', 'название', 'порядок', 'знаков', 'вид', 'статус'], rows)) ctx.out(line);
        return;
      }
      case 'add': {
        const { values, positionals } = parse(
          argv,
          { name: { type: 'string' }, order: { type: 'string' }, decimals: { type: 'string' }, crypto: { type: 'boolean' }, base: { type: 'boolean' } },
          { min: 1, max: 1 },
        );
        const order = integer(values.order, 'order') ?? 0;
        const decimals = integer(values.decimals, 'decimals');
        const c = await addCurrency(await db(), { code: positionals[0], name: requireValue(values.name, 'name'), order, decimals, crypto: values.crypto, base: values.base });
        ctx.out(`Добавлена валюта ${c.code} (id ${c.id}).`);
        return;
      }
      case 'set': {
        const { values, positionals } = parse(argv, { name: { type: 'string' }, order: { type: 'string' }, decimals: { type: 'string' } }, { min: 1, max: 1 });
        const id = await currencyIdByCode(await db(), positionals[0]);
        const current = (await listCurrencies(await db(), false, { withInactive: true })).find((c) => c.id === id)
          ?? (await listCurrencies(await db(), true, { withInactive: true })).find((c) => c.id === id)!;
        const changes = {
          name: values.name ?? current.name,
          order: integer(values.order, 'order') ?? current.order,
          decimals: integer(values.decimals, 'decimals') ?? current.decimals,
        };
        await (await db()).transaction((tx) => applyCurrencyChanges(tx, id, changes, SYSTEM_ACTOR));
        ctx.out(`Валюта ${current.code}: ${changes.name}, порядок ${changes.order}, знаков ${changes.decimals}.`);
        return;
      }
      case 'deactivate':
      case 'activate': {
        const { positionals } = parse(argv, {}, { min: 1, max: 1 });
        const id = await currencyIdByCode(await db(), positionals[0]);
        await (await db()).transaction((tx) => setCurrencyActiveIn(tx, id, sub === 'activate', SYSTEM_ACTOR));
        ctx.out(`Валюта ${positionals[0].toUpperCase()} ${sub === 'activate' ? 'активна' : 'отключена'}.`);
        return;
      }
      case 'pairs': {
        const { values } = parse(argv, { register: { type: 'string' } });
        const id = values.register === undefined ? undefined : parseId(values.register, '--register');
        const pairs = await listPairs(await db(), SYSTEM_ACTOR, id);
        for (const line of table(['касса', 'пара'], pairs.map((p) => [`${p.cash_register.name} (${p.cash_register.id})`, `${p.currency.code}/${p.base_currency.code}`]))) ctx.out(line);
        return;
      }
      case 'pair-add':
      case 'pair-remove': {
        const { values, positionals } = parse(argv, { register: { type: 'string' } }, { min: 1, max: 1 });
        const registerId = parseId(requireValue(values.register, 'register'), '--register');
        if (sub === 'pair-add') {
          await addPair(await db(), { id: registerId }, positionals[0]);
          ctx.out(`Касса ${registerId}: пара ${positionals[0].toUpperCase()} доступна.`);
        } else {
          const removed = await removePair(await db(), registerId, positionals[0]);
          ctx.out(removed ? 'Пара убрана.' : 'Такой пары не было.');
        }
        return;
      }
      case 'dilapidation': {
        const { positionals } = parse(argv, {}, { min: 0, max: 2 });
        if (positionals.length === 2) {
          const clear = positionals[1] === 'none';
          if (!clear && !/^\d{1,2}(\.\d{1,2})?$/.test(positionals[1])) throw new UsageError('Процент: число от 0 до 99.99 или none.');
          const id = await currencyIdByCode(await db(), positionals[0]);
          await (await db()).transaction((tx) => setDilapidationIn(tx, id, clear ? null : positionals[1], SYSTEM_ACTOR));
        } else if (positionals.length === 1) {
          throw new UsageError('Укажите CODE и PERCENT.');
        }
        for (const line of table(['валюта', '%'], (await listDilapidation(await db())).map((d) => [d.currency.code, d.percentage]))) ctx.out(line);
        return;
      }
      case 'rates':
      case 'rate-set': {
        const { values, positionals } = parse(
          argv,
          { city: { type: 'string' }, register: { type: 'string' }, date: { type: 'string' }, buy: { type: 'string' }, sell: { type: 'string' } },
          sub === 'rate-set' ? { min: 1, max: 1 } : { min: 0, max: 0 },
        );
        if (values.date !== undefined && !isWireDate(values.date)) throw new UsageError('--date: yyyy-MM-dd.');
        const city = values.city === undefined ? undefined : parseId(values.city, '--city');
        const register = values.register === undefined ? undefined : parseId(values.register, '--register');
        if (sub === 'rate-set') {
          if (city === undefined && register === undefined) throw new UsageError('Укажите --city или --register.');
          const currency = await currencyIdByCode(await db(), positionals[0]);
          await setValueSetting(await db(), SYSTEM_ACTOR, {
            city, cash_register: register, currency, date: values.date, buy_rate: rate(values.buy, 'buy'), sell_rate: rate(values.sell, 'sell'),
          });
        }
        const list = await listValueSettings(await db(), SYSTEM_ACTOR, { city, cash_register: register, date: values.date });
        const rows = list.map((v) => [v.date, v.city.name, v.cash_register?.name ?? '—', v.currency.code, v.buy_rate, v.sell_rate]);
        for (const line of table(['дата', 'город', 'касса', 'валюта', 'покупка', 'продажа'], rows)) ctx.out(line);
        return;
      }
      default:
        throw new UsageError(sub ? `Неизвестная команда: currency ${sub}` : 'Укажите команду.');
    }
  },
};
