/**
 * The one rule for a password a person chooses: the change-password form checks
 * it as the user types, the API (POST /api/change_password/) and the CLI check it again.
 * Temporary passwords the server makes are long random strings and need no check.
 */
export const MIN_PASSWORD_LENGTH = 10;

export const PASSWORD_MESSAGES = {
  tooShort: `Пароль слишком короткий: нужно не меньше ${MIN_PASSWORD_LENGTH} символов.`,
  isUsername: 'Пароль не должен совпадать с именем пользователя.',
  isCurrent: 'Новый пароль должен отличаться от текущего.',
  mismatch: 'Пароли не совпадают.',
  wrongCurrent: 'Неверный текущий пароль.',
} as const;

/** What is wrong with a new password, or null. Length counts characters, not UTF-16 units. */
export function newPasswordProblem(password: string, ctx: { username?: string; current?: string }): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (ctx.username !== undefined && password.toLowerCase() === ctx.username.toLowerCase()) return PASSWORD_MESSAGES.isUsername;
  if (ctx.current !== undefined && password === ctx.current) return PASSWORD_MESSAGES.isCurrent;
  return null;
}
