import { ActiveBody, AdminUserBody, AdminUserChanges, AdminUserListQuery, UserSessionParams } from '../../../shared/contract/request/adminUsers';
import { IdParams } from '../../../shared/contract/request/fields';
import { AdminUserCreatedSchema, AdminUserSchema, TemporaryPasswordSchema, Type, UserSessionSchema } from '../../../shared/contract/schema';
import { paginatedSchema, responses } from '../../http/schemas';

const tags = ['admin'];

// Every answer but 200/201 may be a 404: to anyone but an admin the section does not exist.
export const listSchema = {
  summary: 'Пользователи: поиск, фильтры (роль, город, активность), сортировка, страницы (только администратор; для остальных 404)',
  tags,
  querystring: AdminUserListQuery,
  response: responses({ 200: paginatedSchema(AdminUserSchema) }, [400, 404]),
} as const;

export const createSchema = {
  summary: 'Новый пользователь; сервер придумывает временный пароль и показывает его один раз',
  tags,
  body: AdminUserBody,
  response: responses({ 201: AdminUserCreatedSchema }, [400, 404]),
} as const;

export const updateSchema = {
  summary: 'Изменить пользователя: имя, роль, админ, четыре права, города',
  tags,
  params: IdParams,
  body: AdminUserChanges,
  response: responses({ 200: AdminUserSchema }, [400, 404]),
} as const;

export const activeSchema = {
  summary: 'Деактивировать (все сессии завершаются сразу, во всех процессах) или снова активировать',
  tags,
  params: IdParams,
  body: ActiveBody,
  response: responses({ 200: AdminUserSchema }, [400, 404]),
} as const;

export const resetSchema = {
  summary: 'Сбросить пароль: новый временный, показывается один раз; все сессии завершаются',
  tags,
  params: IdParams,
  // No body: nothing to send (as POST /api/logout_all/).
  response: responses({ 200: TemporaryPasswordSchema }, [400, 404]),
} as const;

export const sessionsSchema = {
  summary: 'Открытые сессии пользователя: вход, последний вызов, адрес',
  tags,
  params: IdParams,
  response: responses({ 200: Type.Array(UserSessionSchema) }, [404]),
} as const;

export const endSessionSchema = {
  summary: 'Завершить одну сессию пользователя; ответ — оставшиеся',
  tags,
  params: UserSessionParams,
  response: responses({ 200: Type.Array(UserSessionSchema) }, [400, 404]),
} as const;

