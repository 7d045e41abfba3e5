import { changeSummary } from '../../../shared/audit';
import { isWireDate } from '../../../shared/dates';
import { type AuditEntry, listAudit } from '../../features/audit/auditService';
import { findUser } from '../../features/users/userService';
import { parseJsonPage } from '../../http/jsonPage';
import { parse, parseId, table } from '../args';
import { type CommandGroup, UsageError } from '../types';

const usage = `Журнал изменений (кто, когда, что; запись до и после), новые сверху:
  audit [--user ЛОГИН] [--kind transfer|transfer.accept] [--from ГГГГ-ММ-ДД] [--to ГГГГ-ММ-ДД]
        [--page N] [--size N] [--json]
--json: по записи JSON в строке, с полями before и after; без него — таблица.`;

function date(value: string | undefined, option: string): string | undefined {
  if (value !== undefined && !isWireDate(value)) throw new UsageError(`--${option}: дата ГГГГ-ММ-ДД, получено "${value}".`);
  return value;
}

export const auditCommands: CommandGroup = {
  name: 'audit',
  summary: 'журнал изменений: кто, когда, что',
  usage,
  async run(argv, ctx) {
    const { values } = parse(argv, {
      user: { type: 'string' },
      kind: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      page: { type: 'string' },
      size: { type: 'string' },
      json: { type: 'boolean' },
    });
    const db = await ctx.db();
    const user = values.user === undefined ? undefined : (await findUser(db, values.user)).id;
    const page = await listAudit(db, {
      user,
      kind: values.kind,
      from_date: date(values.from, 'from'),
      to_date: date(values.to, 'to'),
      page: values.page === undefined ? 1 : parseId(values.page, '--page'),
      size: values.size === undefined ? 50 : Math.min(parseId(values.size, '--size'), 1000),
      url: '/',
    });
    const entries = parseJsonPage<AuditEntry>(page).results;
    if (values.json) {
      for (const e of entries) ctx.out(JSON.stringify(e));
      return;
    }
    const rows = entries.map((e) => [e.id, e.created_at, e.actor, e.action, e.record_id ?? '', changeSummary(e)]);
    for (const line of table(['id', 'когда (UTC)', 'кто', 'что', 'запись', 'изменения'], rows)) ctx.out(line);
    ctx.out(`Всего: ${page.count}`);
  },
};
