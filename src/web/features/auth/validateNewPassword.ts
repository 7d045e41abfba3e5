import type { FormikErrors } from 'formik';
import { MESSAGES } from '../../../shared/contract/errors';
import { newPasswordProblem, PASSWORD_MESSAGES } from '../../../shared/passwordRule';

export interface NewPasswordValues {
  current_password: string;
  new_password: string;
  new_password2: string;
}

/**
 * The shared rule (shared/passwordRule.ts) as the user types; the server checks it again, and
 * alone knows the current password and whether the new one is the username.
 */
export function validateNewPassword(v: NewPasswordValues): FormikErrors<NewPasswordValues> {
  const errors: FormikErrors<NewPasswordValues> = {};
  if (!v.current_password) errors.current_password = MESSAGES.required;
  if (!v.new_password) errors.new_password = MESSAGES.required;
  else {
    const problem = newPasswordProblem(v.new_password, { current: v.current_password || undefined });
    if (problem) errors.new_password = problem;
  }
  if (!v.new_password2) errors.new_password2 = MESSAGES.required;
  else if (v.new_password && v.new_password2 !== v.new_password) errors.new_password2 = PASSWORD_MESSAGES.mismatch;
  return errors;
}
