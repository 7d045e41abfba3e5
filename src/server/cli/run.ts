import { HttpError } from '../http/errors';
import { PasswordInputError } from './passwordInput';
import { commandGroups } from './registry';
import { type CliContext, type CommandGroup, UsageError } from './types';

export function mainUsage(groups: CommandGroup[] = commandGroups): string {
  const width = Math.max(...groups.map((g) => g.name.length));
  return [
    'Money 24/7 — командная строка. Использование: npm run cli -- <группа> <команда> [опции]',
    'База: DATABASE_URL (PostgreSQL) или встроенная в DATA_DIR (по умолчанию ./data; сервер должен быть остановлен).',
    '',
    ...groups.map((g) => `  ${g.name.padEnd(width)}  ${g.summary}`),
    '',
    'Справка по группе: npm run cli -- <группа> --help',
  ].join('\n');
}

const isHelp = (a: string | undefined) => a === '--help' || a === '-h' || a === 'help';

/**
 * Runs one command line; resolves to the exit code: 0 done, 1 refused (e.g. the user
 * already exists), 2 wrong usage (with the usage text).
 */
export async function runCli(argv: string[], ctx: CliContext, groups: CommandGroup[] = commandGroups): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || isHelp(name)) {
    (name ? ctx.out : ctx.err)(mainUsage(groups));
    return name ? 0 : 2;
  }
  const group = groups.find((g) => g.name === name);
  if (!group) {
    ctx.err(`Неизвестная группа команд: ${name}\n\n${mainUsage(groups)}`);
    return 2;
  }
  if (rest.some(isHelp)) {
    ctx.out(group.usage);
    return 0;
  }
  try {
    return (await group.run(rest, ctx)) ?? 0;
  } catch (e) {
    if (e instanceof UsageError) {
      ctx.err(`${e.message}\n\n${group.usage}`);
      return 2;
    }
    if (e instanceof PasswordInputError) {
      ctx.err(`Ошибка: ${e.message}`);
      return 1;
    }
    if (e instanceof HttpError) {
      // The services' refusals (unknown user, duplicate name...) carry a readable message.
      const messages = Object.values(e.body).flat();
      ctx.err(`Ошибка: ${messages.join(' ')}`);
      return 1;
    }
    throw e;
  }
}
