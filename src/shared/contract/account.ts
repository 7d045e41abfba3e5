/** POST /api/change_password/: the answer is `{detail}`. */
export type { ChangePasswordBody } from './request/auth';
