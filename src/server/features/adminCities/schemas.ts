import {
  AdminCashRegisterBody,
  AdminCityBody,
  AdminCityChanges,
  AdminCityListQuery,
  AdminRegisterListQuery,
  AdminRegisterRenameBody,
} from '../../../shared/contract/request/adminCities';
import { ActiveBody } from '../../../shared/contract/request/adminUsers';
import { IdParams } from '../../../shared/contract/request/fields';
import { AdminCashRegisterSchema, AdminCitySchema } from '../../../shared/contract/schema';
import { paginatedSchema, responses } from '../../http/schemas';

const tags = ['admin'];

// Every answer but 200/201 may be a 404: to anyone but an admin the section does not exist.
export const listCitiesSchema = {
  summary: 'Города: поиск, сортировка, страницы, число касс (только администратор; для остальных 404)',
  tags,
  querystring: AdminCityListQuery,
  response: responses({ 200: paginatedSchema(AdminCitySchema) }, [400, 404]),
} as const;

export const createCitySchema = {
  summary: 'Новый город (название не должно быть занято)',
  tags,
  body: AdminCityBody,
  response: responses({ 201: AdminCitySchema }, [400, 404]),
} as const;

export const renameCitySchema = {
  summary: 'Переименовать город и/или включить «Публиковать курсы» (publish_rates: экран офиса и лента для сайтов); хотя бы одно поле',
  tags,
  params: IdParams,
  body: AdminCityChanges,
  response: responses({ 200: AdminCitySchema }, [400, 404]),
} as const;

export const listRegistersSchema = {
  summary: 'Кассы всей сети, и деактивированные: поиск, город, активность, сортировка, страницы',
  tags,
  querystring: AdminRegisterListQuery,
  response: responses({ 200: paginatedSchema(AdminCashRegisterSchema) }, [400, 404]),
} as const;

export const createRegisterSchema = {
  summary: 'Новая касса города: kind till (по умолчанию) или vault — хранилище, одно на город (второе: 409); вид не меняется',
  tags,
  body: AdminCashRegisterBody,
  response: responses({ 201: AdminCashRegisterSchema }, [400, 404, 409]),
} as const;

export const renameRegisterSchema = {
  summary: 'Переименовать кассу (город и вид кассы не меняются: другой kind — 400)',
  tags,
  params: IdParams,
  body: AdminRegisterRenameBody,
  response: responses({ 200: AdminCashRegisterSchema }, [400, 404]),
} as const;

export const registerActiveSchema = {
  summary: 'Деактивировать кассу (только пустую: без денег, незавершённых переводов и сторно — иначе 400 is_active с причинами) или снова активировать',
  tags,
  params: IdParams,
  body: ActiveBody,
  response: responses({ 200: AdminCashRegisterSchema }, [400, 404]),
} as const;
