import { PermissionsSchema } from './auth';
import { RefSchema } from './entities';
import { Id, Instant, Nullable, Type } from './kit';

/** A user as the admin section lists and edits them (/api/admin/users/). */
export const AdminUserSchema = Type.Object({
  id: Id,
  username: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  role: Type.String(),
  is_admin: Type.Boolean(),
  is_active: Type.Boolean(),
  /** A reset (or a new user's temporary password) not yet replaced by the user's own. */
  must_change_password: Type.Boolean(),
  permissions: PermissionsSchema,
  /** The cities the user works in, by name order. */
  cities: Type.Array(RefSchema),
  /** When the user last signed in (of the sessions still open); null without one. */
  last_sign_in: Nullable(Instant),
});

/** A new user or a reset: the temporary password, shown once (only its hash is kept). */
export const TemporaryPasswordSchema = Type.Object({ temporary_password: Type.String() });
export const AdminUserCreatedSchema = Type.Object({ user: AdminUserSchema, temporary_password: Type.String() });

/** One open session of a user: signed in when, last call when (to the minute), from where. */
export const UserSessionSchema = Type.Object({
  id: Type.String(),
  signed_in_at: Instant,
  last_used_at: Instant,
  address: Nullable(Type.String()),
});
