import { MESSAGES } from '../../../shared/contract/errors';

export interface LoginValues {
  username: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/**
 * Both fields required. A function rather than a yup schema: /login's JavaScript has a
 * budget (120 KB gzip, docs/PERFORMANCE.md) and yup would add ~11 KB to it for two checks.
 * A password is taken as typed (spaces are part of it); a user name is trimmed.
 */
export function validateLogin({ username, password }: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!username.trim()) errors.username = MESSAGES.required;
  if (!password) errors.password = MESSAGES.required;
  return errors;
}
