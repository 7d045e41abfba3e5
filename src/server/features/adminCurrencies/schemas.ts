import {
  AdminCurrencyBody,
  AdminCurrencyChanges,
  AdminCurrencyListQuery,
  AdminPairBody,
  DilapidationBody,
  OfficialMarginBody,
} from '../../../shared/contract/request/adminCurrencies';
import { ActiveBody } from '../../../shared/contract/request/adminUsers';
import { IdParams } from '../../../shared/contract/request/fields';
import { AdminCashRegisterSchema, AdminCurrencySchema } from '../../../shared/contract/schema';
import { paginatedSchema, responses } from '../../http/schemas';

const tags = ['admin'];

export const listCurrenciesSchema = {
  summary: 'Валюты и криптовалюты, и отключённые: поиск, вид, активность, сортировка (только администратор; для остальных 404)',
  tags,
  querystring: AdminCurrencyListQuery,
  response: responses({ 200: paginatedSchema(AdminCurrencySchema) }, [400, 404]),
} as const;

export const createCurrencySchema = {
  summary: 'Новая валюта или криптовалюта (код уникален; знаков: фиат 0–2, крипто 0–8)',
  tags,
  body: AdminCurrencyBody,
  response: responses({ 201: AdminCurrencySchema }, [400, 404]),
} as const;

export const updateCurrencySchema = {
  summary:
    'Изменить валюту: название, порядок, знаки после запятой (знаки — пока по ней не было операций), номиналы купюр для пересчёта смены (только фиат; не передано — без изменений)',
  tags,
  params: IdParams,
  body: AdminCurrencyChanges,
  response: responses({ 200: AdminCurrencySchema }, [400, 404]),
} as const;

export const currencyActiveSchema = {
  summary: 'Отключить валюту (только если её нет в кассах, долгах, незавершённых переводах и сторно — иначе 400 is_active с причинами) или включить',
  tags,
  params: IdParams,
  body: ActiveBody,
  response: responses({ 200: AdminCurrencySchema }, [400, 404]),
} as const;

export const officialMarginSchema = {
  summary: '«Курсы от ЦБ»: наценка валюты к официальному курсу, % с каждой стороны (0 ≤ p < 100; по умолчанию 1.5)',
  tags,
  params: IdParams,
  body: OfficialMarginBody,
  response: responses({ 200: AdminCurrencySchema }, [400, 404]),
} as const;

export const dilapidationSchema = {
  summary: 'Процент ветхости иностранной валюты (0 ≤ p < 100) или null — ветхие не принимаются',
  tags,
  params: IdParams,
  body: DilapidationBody,
  response: responses({ 200: AdminCurrencySchema }, [400, 404]),
} as const;

export const pairSchema = {
  summary: 'Валютная пара кассы: иностранная валюта против базовой, включить или выключить',
  tags,
  params: IdParams,
  body: AdminPairBody,
  response: responses({ 200: AdminCashRegisterSchema }, [400, 404]),
} as const;
