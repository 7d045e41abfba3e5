import { SYSTEM_ACTOR } from '../../http/scope';
import { verifyLedger } from '../../ledger/verify';
import { cryptoBalance } from '../../features/reports/cryptoReports';
import { dayBalance } from '../../features/reports/dayBalances';
import { parse, parseId, requireValue, table } from '../args';
import { type CommandGroup, UsageError } from '../types';

export const ledgerCommands: CommandGroup = {
  name: 'ledger',
  summary: 'проверка учёта и балансы касс',
  usage: `Учёт:
  ledger verify                  пересчитать все балансы из записей и сверить с журналом:
                                 записи ↔ проводки, балансы касс, деньги в пути ↔ непринятые
                                 переводы, нет отрицательных остатков; код выхода 1 при расхождении
  ledger balance --register ID [--date yyyy-MM-dd]
                                 остатки кассы за день: начало, приход, расход, конец
  ledger crypto                  крипто-остатки всех касс`,
  async run([sub, ...argv], ctx) {
    switch (sub) {
      case 'verify': {
        parse(argv, {});
        const started = Date.now();
        const report = await verifyLedger(await ctx.db());
        for (const check of report.checks) {
          ctx.out(`${check.ok ? 'OK  ' : 'FAIL'} ${check.name}`);
          for (const problem of check.problems) ctx.out(`       ${problem}`);
        }
        ctx.out(`${report.counts.records} записей, ${report.counts.entries} проводок, ${Date.now() - started} мс.`);
        if (!report.ok) ctx.err('Учёт не сходится.');
        return report.ok ? 0 : 1;
      }
      case 'balance': {
        const { values } = parse(argv, { register: { type: 'string' }, date: { type: 'string' } });
        const registerId = parseId(requireValue(values.register, 'register'), '--register');
        const day = await dayBalance(await ctx.db(), SYSTEM_ACTOR, { cash_register: registerId, date: values.date });
        ctx.out(`${day.cash_register.name}, ${day.date}`);
        const rows = day.balances.map((b) => [b.currency.code, b.opening, b.income, b.outcome, b.closing]);
        for (const line of table(['валюта', 'начало', 'приход', 'расход', 'конец'], rows)) ctx.out(line);
        return;
      }
      case 'crypto': {
        parse(argv, {});
        const report = await cryptoBalance(await ctx.db(), SYSTEM_ACTOR);
        const codes = report.totals.map((t) => t.crypto_currency.code);
        const rows = report.cash_registers.map((r) => [r.cash_register.name, ...r.balances.map((b) => b.amount)]);
        rows.push(['итого', ...report.totals.map((t) => t.amount)]);
        for (const line of table(['касса', ...codes], rows)) ctx.out(line);
        return;
      }
      default:
        throw new UsageError(sub ? `Неизвестная команда: ledger ${sub}` : 'Укажите команду.');
    }
  },
};
