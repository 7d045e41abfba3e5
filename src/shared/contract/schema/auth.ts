import { Instant, Type } from './kit';

/**
 * The four permission flags of docs/PRODUCT.md §3, named as the wire carries them, and a fifth:
 * the compliance officer (clients' screening and mandatory control; docs/api/clients.md).
 */
export const PermissionsSchema = Type.Object({
  isAllowToPrint: Type.Boolean(),
  isCryptoTransactionPageActive: Type.Boolean(),
  isAllowToCheckEarningReport: Type.Boolean(),
  isAllowToCheckNonActiveOperationPerson: Type.Boolean(),
  isComplianceOfficer: Type.Boolean(),
});

/** GET /api/me */
export const MeSchema = Type.Object({
  firstName: Type.String(),
  lastName: Type.String(),
  role: Type.String(),
  isAdmin: Type.Boolean(),
  permissions: PermissionsSchema,
  /** After a password reset: the web app asks for a new password before anything else (the API refuses other calls). */
  mustChangePassword: Type.Boolean(),
  /** When this session signed in. */
  signedInAt: Instant,
});

/** POST /api/token-auth/ */
export const TokenSchema = Type.Object({ token: Type.String() });

/** `{detail}`: every 401/403/404/409/429/503, and a few successes (logout, stop_site). */
export const DetailSchema = Type.Object({ detail: Type.String() });
