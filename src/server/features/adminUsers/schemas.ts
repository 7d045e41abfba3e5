import { ADMIN_USER_ORDERINGS } from '../../../shared/contract/adminUsers';
import { AdminUserCreatedSchema, AdminUserSchema, TemporaryPasswordSchema, Type, UserSessionSchema } from '../../../shared/contract/schema';
import { body, idSchema, pageQuery, paginatedSchema, query, requiredText, responses, text } from '../../http/schemas';

const tags = ['admin'];
const flag = { type: 'boolean' } as const;
const permissions = {
  type: 'object',
  required: ['isAllowToPrint', 'isCryptoTransactionPageActive', 'isAllowToCheckEarningReport', 'isAllowToCheckNonActiveOperationPerson'],
  additionalProperties: false,
  properties: {
    isAllowToPrint: flag,
    isCryptoTransactionPageActive: flag,
    isAllowToCheckEarningReport: flag,
    isAllowToCheckNonActiveOperationPerson: flag,
    // The fifth permission (clients' compliance): optional, so a body of the four flags stays
    // valid; omitted, it is false for a new user and left as it is on an edit.
    isComplianceOfficer: flag,
  },
} as const;
const cities = { type: 'array', maxItems: 1000, uniqueItems: true, items: idSchema } as const;
const userFields = {
  first_name: text(150),
  last_name: text(150),
  role: requiredText(100),
  is_admin: flag,
  permissions,
  cities,
};
const CHANGES = ['first_name', 'last_name', 'role', 'is_admin', 'permissions', 'cities'];
const username = { type: 'string', minLength: 1, maxLength: 150, pattern: '^[\\w.@+-]+$', 'x-error': 'Только буквы, цифры и символы @/./+/-/_.' } as const;

export const userIdParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;
export const sessionParams = {
  type: 'object',
  required: ['id', 'session'],
  properties: { id: idSchema, session: { type: 'string', pattern: '^[0-9a-f]{16}$' } },
} as const;

// Every answer but 200/201 may be a 404: to anyone but an admin the section does not exist.
export const listSchema = {
  summary: 'Пользователи: поиск, фильтры (роль, город, активность), сортировка, страницы (только администратор; для остальных 404)',
  tags,
  querystring: query({
    ...pageQuery,
    search: text(150),
    role: text(100),
    city: idSchema,
    is_active: { type: 'boolean' },
    ordering: { type: 'string', enum: [...ADMIN_USER_ORDERINGS] },
  }),
  response: responses({ 200: paginatedSchema(AdminUserSchema) }, [400, 404]),
} as const;

export const createSchema = {
  summary: 'Новый пользователь; сервер придумывает временный пароль и показывает его один раз',
  tags,
  body: body({ username, ...userFields }, ['username', ...CHANGES]),
  response: responses({ 201: AdminUserCreatedSchema }, [400, 404]),
} as const;

export const updateSchema = {
  summary: 'Изменить пользователя: имя, роль, админ, четыре права, города',
  tags,
  params: userIdParams,
  body: body(userFields, CHANGES),
  response: responses({ 200: AdminUserSchema }, [400, 404]),
} as const;

export const activeSchema = {
  summary: 'Деактивировать (все сессии завершаются сразу, во всех процессах) или снова активировать',
  tags,
  params: userIdParams,
  body: body({ is_active: flag }, ['is_active']),
  response: responses({ 200: AdminUserSchema }, [400, 404]),
} as const;

export const resetSchema = {
  summary: 'Сбросить пароль: новый временный, показывается один раз; все сессии завершаются',
  tags,
  params: userIdParams,
  // No body: nothing to send (as POST /api/logout_all/).
  response: responses({ 200: TemporaryPasswordSchema }, [400, 404]),
} as const;

export const sessionsSchema = {
  summary: 'Открытые сессии пользователя: вход, последний вызов, адрес',
  tags,
  params: userIdParams,
  response: responses({ 200: Type.Array(UserSessionSchema) }, [404]),
} as const;

export const endSessionSchema = {
  summary: 'Завершить одну сессию пользователя; ответ — оставшиеся',
  tags,
  params: sessionParams,
  response: responses({ 200: Type.Array(UserSessionSchema) }, [400, 404]),
} as const;

