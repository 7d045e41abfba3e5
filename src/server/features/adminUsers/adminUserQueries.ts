import type { AdminUser, AdminUserOrdering, Paginated, UserSession } from '../../../shared/contract';
import type { AdminUserListQuery } from '../../../shared/contract/request/adminUsers';
import type { Queryable } from '../../db/types';
import { notFound } from '../../http/errors';
import { ADMIN_PAGE_SIZE, type PageQuery, pageParams, paginate } from '../../http/pagination';
import { containsPattern, SqlWhere } from '../../lib/sqlList';

/** GET /api/admin/users/ filters, all optional; `search`: part of the username, first or last name (any case). */
export type AdminUserFilter = Omit<AdminUserListQuery, 'page' | 'size'>;

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const ROWS = `SELECT u.id, u.username, u.first_name, u.last_name, u.role, u.is_admin, u.is_active, u.must_change_password,
    u.is_allow_to_print, u.is_crypto_transaction_page_active, u.is_allow_to_check_earning_report,
    u.is_allow_to_check_non_active_operation_person, u.is_compliance_officer,
    COALESCE((SELECT json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.name, c.id)
                FROM user_cities uc JOIN cities c ON c.id = uc.city_id WHERE uc.user_id = u.id), '[]'::json) AS cities,
    (SELECT ${ISO('max(t.created_at)')} FROM auth_tokens t WHERE t.user_id = u.id) AS last_sign_in
  FROM users u`;

interface Row {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  role: string;
  is_admin: boolean;
  is_active: boolean;
  must_change_password: boolean;
  is_allow_to_print: boolean;
  is_crypto_transaction_page_active: boolean;
  is_allow_to_check_earning_report: boolean;
  is_allow_to_check_non_active_operation_person: boolean;
  is_compliance_officer: boolean;
  cities: Array<{ id: number; name: string }>;
  last_sign_in: string | null;
}

function toAdminUser(r: Row): AdminUser {
  return {
    id: r.id,
    username: r.username,
    first_name: r.first_name,
    last_name: r.last_name,
    role: r.role,
    is_admin: r.is_admin,
    is_active: r.is_active,
    must_change_password: r.must_change_password,
    permissions: {
      isAllowToPrint: r.is_allow_to_print,
      isCryptoTransactionPageActive: r.is_crypto_transaction_page_active,
      isAllowToCheckEarningReport: r.is_allow_to_check_earning_report,
      isAllowToCheckNonActiveOperationPerson: r.is_allow_to_check_non_active_operation_person,
      isComplianceOfficer: r.is_compliance_officer,
    },
    cities: r.cities,
    last_sign_in: r.last_sign_in,
  };
}

/** One user by id; 404 for none. Read inside a write's transaction for its answer. */
export async function getAdminUser(q: Queryable, id: number): Promise<AdminUser> {
  const { rows } = await q.query<Row>(`${ROWS} WHERE u.id = $1`, [id]);
  if (!rows[0]) throw notFound();
  return toAdminUser(rows[0]);
}

/** Total orders: each ends with the id, so pages never repeat or skip a user. */
const ORDER_BY: Record<AdminUserOrdering, string> = {
  username: 'username, id',
  '-username': 'username DESC, id DESC',
  last_name: 'last_name, first_name, id',
  '-last_name': 'last_name DESC, first_name DESC, id DESC',
  role: 'role, username, id',
  '-role': 'role DESC, username DESC, id DESC',
  id: 'id',
  '-id': 'id DESC',
};

/** The list: a few hundred users at most, so filters are plain conditions over users. */
export function listAdminUsers(q: Queryable, filter: AdminUserFilter & PageQuery): Promise<Paginated<AdminUser>> {
  const where = new SqlWhere();
  if (filter.search) {
    const like = where.param(containsPattern(filter.search));
    where.and(`(u.username ILIKE ${like} OR u.first_name ILIKE ${like} OR u.last_name ILIKE ${like})`);
  }
  if (filter.role) where.and(`u.role = ${where.param(filter.role)}`);
  if (filter.city !== undefined) {
    where.and(`EXISTS (SELECT 1 FROM user_cities uc WHERE uc.user_id = u.id AND uc.city_id = ${where.param(filter.city)})`);
  }
  if (filter.is_active !== undefined) where.and(`u.is_active = ${where.param(filter.is_active)}`);
  return paginate<Row, AdminUser>(q, filter.url ?? '/', pageParams(filter, ADMIN_PAGE_SIZE), {
    sql: `${ROWS} ${where.sql}`,
    params: where.params,
    orderBy: ORDER_BY[filter.ordering ?? 'username'],
    map: toAdminUser,
  });
}

/** A session's public id: the first 16 hex characters of its token's hash (never the token). */
export const SESSION_ID_LENGTH = 16;

/** The user's open sessions, newest sign-in first; expired tokens (kept until the next sign-in) are not open. */
export async function listUserSessions(
  q: Queryable,
  userId: number,
  alive: { now: number; idleMs: number; maxAgeMs: number },
): Promise<UserSession[]> {
  await getAdminUser(q, userId);
  const { rows } = await q.query<UserSession>(
    `SELECT left(t.key_hash, ${SESSION_ID_LENGTH}) AS id, ${ISO('t.created_at')} AS signed_in_at,
            ${ISO('t.last_used_at')} AS last_used_at, t.address
       FROM auth_tokens t
      WHERE t.user_id = $1 AND t.last_used_at > to_timestamp($2::float8 / 1000) AND t.created_at > to_timestamp($3::float8 / 1000)
      ORDER BY t.created_at DESC, t.key_hash`,
    [userId, alive.now - alive.idleMs, alive.now - alive.maxAgeMs],
  );
  return rows;
}
