import { isWireDate } from '../../../shared/dates';
import { loadConfig } from '../../config';
import { fetchOfficialRates } from '../../features/officialRates/fetchOfficialRates';
import { today } from '../../ledger/time';
import { parse } from '../args';
import { type CommandGroup, UsageError } from '../types';

export const ratesCommands: CommandGroup = {
  name: 'rates',
  summary: 'официальные курсы ЦБ РФ: загрузить за день',
  usage: `Курсы:
  rates fetch-official [--date yyyy-MM-dd]
      загрузить официальные курсы ЦБ РФ за день (по умолчанию сегодня) из OFFICIAL_RATES_URL;
      при ошибке сохранённые курсы остаются, код выхода 1.`,
  async run([sub, ...argv], ctx) {
    if (sub !== 'fetch-official') throw new UsageError(sub ? `Неизвестная команда: rates ${sub}` : 'Укажите fetch-official.');
    const { values } = parse(argv, { date: { type: 'string' } });
    if (values.date !== undefined && !isWireDate(values.date)) throw new UsageError('--date: дата в виде yyyy-MM-dd.');
    const { officialRatesUrl } = loadConfig();
    if (!officialRatesUrl) throw new UsageError('OFFICIAL_RATES_URL пуст: источник курсов не задан.');
    const date = values.date ?? today();
    try {
      const { count, sourceDate } = await fetchOfficialRates(await ctx.db(), { url: officialRatesUrl, date });
      ctx.out(`Курсы ЦБ за ${date}: сохранено валют — ${count} (дата в ответе ЦБ: ${sourceDate}).`);
      return 0;
    } catch (err) {
      ctx.err((err as Error).message);
      return 1;
    }
  },
};
