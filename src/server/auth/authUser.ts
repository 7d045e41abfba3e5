import type { Me, Permissions } from '../../shared/contract';

/** The signed-in user as every route sees it (request.user). */
export interface AuthUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  role: string;
  isAdmin: boolean;
  permissions: Permissions;
  /** The cities of user_cities: a non-admin's whole world. */
  cityIds: number[];
  /** Set by a password reset: until the user sets their own, the API answers only me, logout and change_password. */
  mustChangePassword: boolean;
}

/** The users columns that make an AuthUser; one SELECT list for every query that needs it. */
export const AUTH_USER_COLUMNS = `u.id, u.username, u.first_name, u.last_name, u.role, u.is_admin,
  u.is_allow_to_print, u.is_crypto_transaction_page_active, u.is_allow_to_check_earning_report,
  u.is_allow_to_check_non_active_operation_person, u.is_compliance_officer, u.must_change_password,
  ARRAY(SELECT uc.city_id FROM user_cities uc WHERE uc.user_id = u.id ORDER BY uc.city_id) AS city_ids`;

export interface AuthUserRow {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  role: string;
  is_admin: boolean;
  is_allow_to_print: boolean;
  is_crypto_transaction_page_active: boolean;
  is_allow_to_check_earning_report: boolean;
  is_allow_to_check_non_active_operation_person: boolean;
  is_compliance_officer: boolean;
  city_ids: number[];
  must_change_password: boolean;
}

export function toAuthUser(r: AuthUserRow): AuthUser {
  return {
    id: r.id,
    username: r.username,
    firstName: r.first_name,
    lastName: r.last_name,
    role: r.role,
    isAdmin: r.is_admin,
    permissions: {
      isAllowToPrint: r.is_allow_to_print,
      isCryptoTransactionPageActive: r.is_crypto_transaction_page_active,
      isAllowToCheckEarningReport: r.is_allow_to_check_earning_report,
      isAllowToCheckNonActiveOperationPerson: r.is_allow_to_check_non_active_operation_person,
      isComplianceOfficer: Boolean(r.is_compliance_officer),
    },
    cityIds: (r.city_ids ?? []).map(Number),
    mustChangePassword: Boolean(r.must_change_password),
  };
}

/** /api/me: the user, and when this session signed in (the header's "since"). */
export function toMe(u: AuthUser, signedInMs: number): Me {
  return {
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role,
    isAdmin: u.isAdmin,
    permissions: u.permissions,
    mustChangePassword: u.mustChangePassword,
    signedInAt: new Date(signedInMs).toISOString(),
  };
}
