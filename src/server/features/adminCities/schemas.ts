import { ADMIN_CITY_ORDERINGS, ADMIN_REGISTER_ORDERINGS } from '../../../shared/contract/adminCities';
import { AdminCashRegisterSchema, AdminCitySchema } from '../../../shared/contract/schema';
import { body, idParams, idSchema, pageQuery, paginatedSchema, query, requiredText, responses, text } from '../../http/schemas';

const tags = ['admin'];
const name = requiredText(150);

// Every answer but 200/201 may be a 404: to anyone but an admin the section does not exist.
export const listCitiesSchema = {
  summary: 'Города: поиск, сортировка, страницы, число касс (только администратор; для остальных 404)',
  tags,
  querystring: query({ ...pageQuery, search: text(150), ordering: { type: 'string', enum: [...ADMIN_CITY_ORDERINGS] } }),
  response: responses({ 200: paginatedSchema(AdminCitySchema) }, [400, 404]),
} as const;

export const createCitySchema = {
  summary: 'Новый город (название не должно быть занято)',
  tags,
  body: body({ name }, ['name']),
  response: responses({ 201: AdminCitySchema }, [400, 404]),
} as const;

export const renameCitySchema = {
  summary: 'Переименовать город и/или включить «Публиковать курсы» (publish_rates: экран офиса и лента для сайтов); хотя бы одно поле',
  tags,
  params: idParams,
  body: body({ name, publish_rates: { type: 'boolean' } }, []),
  response: responses({ 200: AdminCitySchema }, [400, 404]),
} as const;

export const listRegistersSchema = {
  summary: 'Кассы всей сети, и деактивированные: поиск, город, активность, сортировка, страницы',
  tags,
  querystring: query({
    ...pageQuery,
    search: text(150),
    city: idSchema,
    is_active: { type: 'boolean' },
    ordering: { type: 'string', enum: [...ADMIN_REGISTER_ORDERINGS] },
  }),
  response: responses({ 200: paginatedSchema(AdminCashRegisterSchema) }, [400, 404]),
} as const;

export const createRegisterSchema = {
  summary: 'Новая касса города',
  tags,
  body: body({ city: idSchema, name }, ['city', 'name']),
  response: responses({ 201: AdminCashRegisterSchema }, [400, 404]),
} as const;

export const renameRegisterSchema = {
  summary: 'Переименовать кассу (город кассы не меняется)',
  tags,
  params: idParams,
  body: body({ name }, ['name']),
  response: responses({ 200: AdminCashRegisterSchema }, [400, 404]),
} as const;

export const registerActiveSchema = {
  summary: 'Деактивировать кассу (только пустую: без денег, незавершённых переводов и сторно — иначе 400 is_active с причинами) или снова активировать',
  tags,
  params: idParams,
  body: body({ is_active: { type: 'boolean' } }, ['is_active']),
  response: responses({ 200: AdminCashRegisterSchema }, [400, 404]),
} as const;
