import { ADMIN_USER_ORDERINGS } from '../adminOrderings';
import { Body, Id, Query, RequiredText, StringEnum, Text, Type, pageFields, type Static } from './fields';

const flag = Type.Boolean();

/** The four permissions and the compliance officer's (docs/PRODUCT.md §3). */
const permissions = Type.Object(
  {
    isAllowToPrint: flag,
    isCryptoTransactionPageActive: flag,
    isAllowToCheckEarningReport: flag,
    isAllowToCheckNonActiveOperationPerson: flag,
    // The fifth permission: optional, so a body of the four flags stays valid; omitted, it is
    // false for a new user and left as it is on an edit.
    isComplianceOfficer: Type.Optional(flag),
  },
  { additionalProperties: false },
);

const userFields = {
  first_name: Text(150),
  last_name: Text(150),
  role: RequiredText(100),
  is_admin: flag,
  permissions,
  cities: Type.Array(Id, { maxItems: 1000, uniqueItems: true }),
};
const CHANGES = ['first_name', 'last_name', 'role', 'is_admin', 'permissions', 'cities'] as const;

/** Django's username characters. */
const username = Type.String({ minLength: 1, maxLength: 150, pattern: '^[\\w.@+-]+$', 'x-error': 'Только буквы, цифры и символы @/./+/-/_.' });

/** `GET /api/admin/users/`: search, filters, ordering, a page. */
export const AdminUserListQuery = Query({
  ...pageFields,
  search: Text(150),
  role: Text(100),
  city: Id,
  is_active: Type.Boolean(),
  ordering: StringEnum(ADMIN_USER_ORDERINGS),
});
export type AdminUserListQuery = Static<typeof AdminUserListQuery>;

/** `POST /api/admin/users/create/` (the server makes up the temporary password). */
export const AdminUserBody = Body({ username, ...userFields }, ['username', ...CHANGES]);
export type AdminUserBody = Static<typeof AdminUserBody>;

/** `PUT /api/admin/users/{id}/`: every field but the username. */
export const AdminUserChanges = Body(userFields, CHANGES);
export type AdminUserChanges = Static<typeof AdminUserChanges>;

/** `PUT /api/admin/{users,cash_registers,currencies}/{id}/active/`: deactivate or activate again. */
export const ActiveBody = Body({ is_active: Type.Boolean() }, ['is_active']);
export type ActiveBody = Static<typeof ActiveBody>;

/** `/api/admin/users/{id}/sessions/{session}/end/`: a session by its public handle. */
export const UserSessionParams = Type.Object({ id: Id, session: Type.String({ pattern: '^[0-9a-f]{16}$' }) });
export type UserSessionParams = Static<typeof UserSessionParams>;
