import type { Permissions } from '../../../shared/contract';
import type { AuthUser } from '../../auth/authUser';
import { createUser, findUser, listUsers, setPassword, setUserCities, updateUser } from '../../features/users/userService';
import { badRequest } from '../../http/errors';
import { SYSTEM_ACTOR } from '../../http/scope';
import { parse, parseBool, parseId, requireValue, table } from '../args';
import { PasswordInputError } from '../passwordInput';
import { type CliContext, type CommandGroup, UsageError } from '../types';
import { SERVER_MESSAGES as M } from '../../http/messages';

/**
 * Passwords typed at the command line are the only ones a person chooses (the demo accounts'
 * short ones are written by the seed, for trying the product out): at least this long.
 */
export const MIN_PASSWORD_LENGTH = 10;

/**
 * The new password, asked for (cli/passwordInput.ts): never an argument, which the machine's
 * other users see in the process list and the shell keeps in its history.
 */
async function newPassword(ctx: CliContext, username: string): Promise<string> {
  if (!ctx.readPassword) throw new PasswordInputError('Пароль неоткуда прочитать.');
  const password = await ctx.readPassword(`Новый пароль для ${username}: `);
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw badRequest({ password: [M.passwordTooShort(MIN_PASSWORD_LENGTH)] });
  }
  return password;
}

/** `--password` is gone: say how a password is given now instead of "unknown option". */
function refusePasswordArgument(argv: string[]): void {
  if (argv.some((a) => a === '--password' || a.startsWith('--password='))) {
    throw new UsageError('Пароль не передаётся в аргументах: его спросят без эха, или подайте его первой строкой стандартного ввода.');
  }
}

const usage = `Пользователи:
  user create --username U [--first-name F] [--last-name L] [--role "Кассир"]
              [--admin] [--print] [--crypto] [--earning] [--inactive-persons] [--compliance] [--city ID]...
  user list
  user set-password U [--final]          (завершает все сессии пользователя; без --final пароль
                                         временный: при входе нужно задать свой)
  user permissions U [--admin=true|false] [--print=..] [--crypto=..] [--earning=..]
                     [--inactive-persons=..] [--compliance=..] [--role R] [--first-name F] [--last-name L] [--active=..]
  user cities U --city ID [--city ID]...  (заменяет список городов; --none очищает)

Пароль (create, set-password) спрашивается без эха; в скриптах — первая строка стандартного ввода:
  printf '%s\\n' "$PASSWORD" | npm run cli -- user set-password U
Пароль: не короче ${MIN_PASSWORD_LENGTH} символов.
Флаги прав: --print = isAllowToPrint, --crypto = isCryptoTransactionPageActive,
  --earning = isAllowToCheckEarningReport, --inactive-persons = isAllowToCheckNonActiveOperationPerson,
  --compliance = isComplianceOfficer (комплаенс: перечень, совпадения, обязательный контроль).`;

const FLAG_OPTIONS: Record<string, keyof Permissions> = {
  print: 'isAllowToPrint',
  crypto: 'isCryptoTransactionPageActive',
  earning: 'isAllowToCheckEarningReport',
  'inactive-persons': 'isAllowToCheckNonActiveOperationPerson',
  compliance: 'isComplianceOfficer',
};

const yes = (b: boolean) => (b ? 'да' : '-');

function describe(u: AuthUser): string {
  const flags = Object.entries(FLAG_OPTIONS).filter(([, f]) => u.permissions[f]).map(([o]) => o);
  return `${u.username} (id ${u.id}): ${u.role}${u.isAdmin ? ', администратор' : ''}; права: ${flags.join(', ') || 'нет'}; города: ${u.cityIds.join(', ') || 'нет'}`;
}

export const userCommands: CommandGroup = {
  name: 'user',
  summary: 'создать пользователя, задать пароль, права и города',
  usage,
  async run([sub, ...argv], ctx) {
    refusePasswordArgument(argv);
    switch (sub) {
      case 'create': {
        const { values } = parse(argv, {
          username: { type: 'string' },
          'first-name': { type: 'string' },
          'last-name': { type: 'string' },
          role: { type: 'string' },
          admin: { type: 'boolean' },
          print: { type: 'boolean' },
          crypto: { type: 'boolean' },
          earning: { type: 'boolean' },
          'inactive-persons': { type: 'boolean' },
          compliance: { type: 'boolean' },
          city: { type: 'string', multiple: true },
        });
        const permissions = Object.fromEntries(Object.entries(FLAG_OPTIONS).map(([o, f]) => [f, Boolean(values[o as 'print'])]));
        const username = requireValue(values.username, 'username');
        const cityIds = (values.city ?? []).map((c) => parseId(c, '--city'));
        const user = await createUser(
          await ctx.db(),
          {
            username,
            password: await newPassword(ctx, username),
            firstName: values['first-name'],
            lastName: values['last-name'],
            role: values.role ?? (values.admin ? 'Администратор' : 'Кассир'),
            isAdmin: Boolean(values.admin),
            permissions,
            cityIds,
          },
          SYSTEM_ACTOR,
        );
        ctx.out(`Создан ${describe(user)}`);
        return;
      }
      case 'list': {
        parse(argv, {});
        const users = await listUsers(await ctx.db());
        const rows = users.map((u) => [u.id, u.username, `${u.firstName} ${u.lastName}`.trim(), u.role, yes(u.isAdmin),
          ...Object.values(FLAG_OPTIONS).map((f) => yes(u.permissions[f])), u.cityIds.join(',')]);
        for (const line of table(['id', 'логин', 'имя', 'роль', 'админ', ...Object.keys(FLAG_OPTIONS), 'города'], rows)) ctx.out(line);
        return;
      }
      case 'set-password': {
        const { values, positionals } = parse(argv, { final: { type: 'boolean' } }, { min: 1, max: 1 });
        const db = await ctx.db();
        await findUser(db, positionals[0]); // an unknown user is said before a password is asked for
        // A reset by an admin is temporary (the user sets their own at the next sign-in);
        // --final: the password is the user's own choice (an admin setting their own).
        const mustChange = !values.final;
        await setPassword(db, positionals[0], await newPassword(ctx, positionals[0]), SYSTEM_ACTOR, undefined, { mustChange });
        ctx.out(`Пароль ${positionals[0]} изменён, его сессии завершены.${mustChange ? ' При входе нужно будет задать свой пароль.' : ''}`);
        return;
      }
      case 'permissions': {
        const { values, positionals } = parse(
          argv,
          {
            admin: { type: 'string' },
            print: { type: 'string' },
            crypto: { type: 'string' },
            earning: { type: 'string' },
            'inactive-persons': { type: 'string' },
            compliance: { type: 'string' },
            active: { type: 'string' },
            role: { type: 'string' },
            'first-name': { type: 'string' },
            'last-name': { type: 'string' },
          },
          { min: 1, max: 1 },
        );
        const permissions = Object.fromEntries(
          Object.entries(FLAG_OPTIONS).map(([o, f]) => [f, parseBool(values[o as 'print'], o)]),
        ) as Partial<Permissions>;
        const user = await updateUser(await ctx.db(), positionals[0], {
          isAdmin: parseBool(values.admin, 'admin'),
          isActive: parseBool(values.active, 'active'),
          role: values.role,
          firstName: values['first-name'],
          lastName: values['last-name'],
          permissions,
        }, SYSTEM_ACTOR);
        ctx.out(describe(user));
        return;
      }
      case 'cities': {
        const { values, positionals } = parse(
          argv,
          { city: { type: 'string', multiple: true }, none: { type: 'boolean' } },
          { min: 1, max: 1 },
        );
        const ids = (values.city ?? []).map((c) => parseId(c, '--city'));
        if (!ids.length && !values.none) throw new UsageError('Укажите --city ID (можно несколько) или --none.');
        const user = await setUserCities(await ctx.db(), positionals[0], ids, SYSTEM_ACTOR);
        ctx.out(describe(user));
        return;
      }
      default:
        throw new UsageError(sub ? `Неизвестная команда: user ${sub}` : 'Укажите команду.');
    }
  },
};
