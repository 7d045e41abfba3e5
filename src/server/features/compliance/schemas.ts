import {
  CityComplianceSchema,
  ComplianceMatchSchema,
  MandatoryControlRowSchema,
  StructuringSignSchema,
  WatchlistAppliedSchema,
  WatchlistPreviewSchema,
  WatchlistStateSchema,
} from '../../../shared/contract/schema';
import {
  CityComplianceBody,
  CityComplianceQuery,
  IdParams,
  LiftMatchBody,
  MandatoryControlPrintQuery,
  MandatoryControlQuery,
  MatchListQuery,
  ReportMandatoryControlBody,
  StructuringDecisionBody,
  StructuringQuery,
  WatchlistUploadBody,
} from '../../../shared/contract/request';
import { paginatedSchema, responses } from '../../http/schemas';

/** The compliance routes (docs/api/clients.md); their requests are declared in the contract. */

const tags = ['compliance'];

export const getCityComplianceSchema = {
  summary: 'Настройки идентификации города: порог идентификации, порог обязательного контроля (базовая валюта; null — нет), идентификация переводов',
  tags,
  querystring: CityComplianceQuery,
  response: responses({ 200: CityComplianceSchema }, [400, 404]),
} as const;

export const putCityComplianceSchema = {
  summary: 'Настройки идентификации города: установить (администраторы и ответственные сотрудники; остальным 403)',
  tags,
  params: IdParams,
  body: CityComplianceBody,
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
  body: WatchlistUploadBody,
  response: responses({ 200: WatchlistAppliedSchema, 202: WatchlistPreviewSchema }, [400, 404, 409]),
} as const;

export const confirmWatchlistSchema = {
  summary: 'Предпросмотр перечня: применить (заменяет действующий, все клиенты проверяются заново); устаревший или заменённый — 409',
  tags,
  params: IdParams,
  response: responses({ 200: WatchlistAppliedSchema }, [404, 409]),
} as const;

export const cancelWatchlistSchema = {
  summary: 'Предпросмотр перечня: отменить (действующий перечень остаётся; ответ — его состояние)',
  tags,
  params: IdParams,
  response: responses({ 200: WatchlistStateSchema }, [404, 409]),
} as const;

export const matchesSchema = {
  summary: 'Совпадения клиентов с перечнем: действующего и прежних, пока в силе (in_current_list: false — нет в новом перечне)',
  tags,
  querystring: MatchListQuery,
  response: responses({ 200: paginatedSchema(ComplianceMatchSchema) }, [400, 404]),
} as const;

export const decideMatchSchema = (what: string) =>
  ({
    summary: what,
    tags,
    params: IdParams,
    response: responses({ 200: ComplianceMatchSchema }, [403, 404, 409]),
  }) as const;

export const liftMatchSchema = {
  summary: 'Совпадение: снять подтверждённое (с причиной) — клиент чист, если его не держит другое совпадение',
  tags,
  params: IdParams,
  body: LiftMatchBody,
  response: responses({ 200: ComplianceMatchSchema }, [400, 403, 404, 409]),
} as const;

export const mandatoryControlSchema = {
  summary: 'Обязательный контроль: операции от порога и дни дробления (split)',
  tags,
  querystring: MandatoryControlQuery,
  response: responses({ 200: paginatedSchema(MandatoryControlRowSchema) }, [400, 404]),
} as const;

export const reportSchema = {
  summary: 'Обязательный контроль: отметить как отправленное (номер сообщения)',
  tags,
  params: IdParams,
  body: ReportMandatoryControlBody,
  response: responses({ 200: MandatoryControlRowSchema }, [400, 404, 409]),
} as const;

export const printSchema = {
  summary: 'Обязательный контроль за период: XLSX со всеми полями для сообщения (или PDF)',
  tags,
  querystring: MandatoryControlPrintQuery,
  response: responses({ 200: { type: 'string', format: 'binary' } }, [400, 404]),
} as const;

export const structuringSchema = {
  summary: 'Признаки дробления: операции без клиента в одной кассе, вместе достигшие порога идентификации за окно города',
  tags,
  querystring: StructuringQuery,
  response: responses({ 200: paginatedSchema(StructuringSignSchema) }, [400, 404]),
} as const;

export const decideStructuringSchema = {
  summary: 'Признаки дробления: решение — проверено или сообщено (примечание обязательно)',
  tags,
  params: IdParams,
  body: StructuringDecisionBody,
  response: responses({ 200: StructuringSignSchema }, [400, 404, 409]),
} as const;
