import {
  CityComplianceSchema,
  ComplianceMatchSchema,
  MandatoryControlRowSchema,
  StructuringSignSchema,
  WatchlistAppliedSchema,
  WatchlistPreviewSchema,
  WatchlistStateSchema,
} from '../../../shared/contract/schema';
import { MANDATORY_CONTROL_STATUSES, MATCH_STATUSES } from '../../../shared/contract/schema/clients';
import { STRUCTURING_DECISIONS, STRUCTURING_STATUSES } from '../../../shared/contract/schema/structuring';
import { periodQuery, periodQueryWithOldNames } from '../../http/period';
import { body, fiatAmount, idParams, idSchema, pageQuery, paginatedSchema, query, requiredText, responses, text } from '../../http/schemas';

/** Requests of the compliance routes (docs/api/clients.md). */

const tags = ['compliance'];
const threshold = { ...fiatAmount, type: ['string', 'null'] } as const;

export const getCityComplianceSchema = {
  summary: 'Настройки идентификации города: порог идентификации, порог обязательного контроля (базовая валюта; null — нет), идентификация переводов',
  tags,
  querystring: query({ city: idSchema }, ['city']),
  response: responses({ 200: CityComplianceSchema }, [400, 404]),
} as const;

export const putCityComplianceSchema = {
  summary: 'Настройки идентификации города: установить (администраторы и ответственные сотрудники; остальным 403)',
  tags,
  params: idParams,
  body: body(
    {
      identification_threshold: threshold,
      mandatory_control_threshold: threshold,
      identify_transfers: { type: 'boolean' },
      watchlist_max_age_days: { type: 'integer', minimum: 1, maximum: 3650 },
      structuring_window_minutes: { type: 'integer', minimum: 1, maximum: 1440 },
    },
    ['identification_threshold', 'mandatory_control_threshold', 'identify_transfers'],
  ),
  response: responses({ 200: CityComplianceSchema }, [400, 403, 404]),
} as const;

export const watchlistSchema = {
  summary: 'Перечень: сколько имён, когда и кем загружен, устарел ли',
  tags,
  response: responses({ 200: WatchlistStateSchema }, [404]),
} as const;

export const watchlistImportSchema = {
  summary:
    'Загрузить перечень (multipart, поле file: CSV UTF-8, заголовок full_name,birth_date): заменяет прежний целиком, все клиенты проверяются заново (200); ' +
    'перечень без более чем десятой части действующих записей ждёт подтверждения (202, предпросмотр); пустой — 400; другая загрузка идёт — 409',
  tags,
  consumes: ['multipart/form-data'],
  body: { type: 'object', required: ['file'], properties: { file: { type: 'object' } } },
  response: responses({ 200: WatchlistAppliedSchema, 202: WatchlistPreviewSchema }, [400, 404, 409]),
} as const;

export const confirmWatchlistSchema = {
  summary: 'Предпросмотр перечня: применить (заменяет действующий, все клиенты проверяются заново); устаревший или заменённый — 409',
  tags,
  params: idParams,
  response: responses({ 200: WatchlistAppliedSchema }, [404, 409]),
} as const;

export const cancelWatchlistSchema = {
  summary: 'Предпросмотр перечня: отменить (действующий перечень остаётся; ответ — его состояние)',
  tags,
  params: idParams,
  response: responses({ 200: WatchlistStateSchema }, [404, 409]),
} as const;

export const matchesSchema = {
  summary: 'Совпадения клиентов с перечнем: действующего и прежних, пока в силе (in_current_list: false — нет в новом перечне)',
  tags,
  querystring: query({ status: { type: 'string', enum: [...MATCH_STATUSES] }, ...pageQuery }),
  response: responses({ 200: paginatedSchema(ComplianceMatchSchema) }, [400, 404]),
} as const;

export const decideMatchSchema = (what: string) =>
  ({
    summary: what,
    tags,
    params: idParams,
    response: responses({ 200: ComplianceMatchSchema }, [403, 404, 409]),
  }) as const;

export const liftMatchSchema = {
  summary: 'Совпадение: снять подтверждённое (с причиной) — клиент чист, если его не держит другое совпадение',
  tags,
  params: idParams,
  body: body({ reason: requiredText(500) }, ['reason']),
  response: responses({ 200: ComplianceMatchSchema }, [400, 403, 404, 409]),
} as const;

const period = { ...periodQueryWithOldNames, city: idSchema };

export const mandatoryControlSchema = {
  summary: 'Обязательный контроль: операции от порога и дни дробления (split)',
  tags,
  querystring: query({ ...period, status: { type: 'string', enum: [...MANDATORY_CONTROL_STATUSES] }, ...pageQuery }),
  response: responses({ 200: paginatedSchema(MandatoryControlRowSchema) }, [400, 404]),
} as const;

export const reportSchema = {
  summary: 'Обязательный контроль: отметить как отправленное (номер сообщения)',
  tags,
  params: idParams,
  body: body({ reference: requiredText(200) }, ['reference']),
  response: responses({ 200: MandatoryControlRowSchema }, [400, 404, 409]),
} as const;

export const printSchema = {
  summary: 'Обязательный контроль за период: XLSX со всеми полями для сообщения (или PDF)',
  tags,
  querystring: query({ ...period, format: { type: 'string', enum: ['pdf', 'xlsx'] } }),
  response: responses({ 200: { type: 'string', format: 'binary' } }, [400, 404]),
} as const;

export const structuringSchema = {
  summary: 'Признаки дробления: операции без клиента в одной кассе, вместе достигшие порога идентификации за окно города',
  tags,
  querystring: query({
    ...periodQuery, city: idSchema, status: { type: 'string', enum: [...STRUCTURING_STATUSES] }, ...pageQuery,
  }),
  response: responses({ 200: paginatedSchema(StructuringSignSchema) }, [400, 404]),
} as const;

export const decideStructuringSchema = {
  summary: 'Признаки дробления: решение — проверено или сообщено (примечание обязательно)',
  tags,
  params: idParams,
  body: body({ decision: { type: 'string', enum: [...STRUCTURING_DECISIONS] }, note: text(1000) }, ['decision']),
  response: responses({ 200: StructuringSignSchema }, [400, 404, 409]),
} as const;
