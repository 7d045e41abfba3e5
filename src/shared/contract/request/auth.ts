import { Body, NonEmptyText, Type, type Static } from './fields';

/**
 * `POST /api/token-auth/`: sign in, both taken as typed. Declared as it has always been
 * validated, not with the kit's Body (no NUL guard, other fields let through): the name is
 * only looked up, never stored.
 */
export const TokenAuthBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 150 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});
export type TokenAuthBody = Static<typeof TokenAuthBody>;

/** `POST /api/change_password/`: the user's own new password (the rule: shared/passwordRule.ts). */
export const ChangePasswordBody = Body({ current_password: NonEmptyText(1024), new_password: NonEmptyText(1024) }, ['current_password', 'new_password']);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;
