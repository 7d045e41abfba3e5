import {
  Type,
  AvailableCurrencyPairSchema,
  CryptoCurrencySchema as cryptoCurrency,
  CurrencySchema as currency,
  DilapidationPercentageSchema,
  ValueSettingSchema as valueSetting,
} from '../../../shared/contract/schema';
import {
  AvailablePairsQuery,
  CreateValueSettingBody,
  CurrencyListQuery,
  ValueSettingListQuery,
  ValueSettingManyBody,
} from '../../../shared/contract/request/currencies';
import { responses } from '../../http/schemas';

const arrayOf = Type.Array;

export const listCurrencySchema = {
  summary: 'Валюты (фиат), по порядку',
  tags: ['currencies'],
  querystring: CurrencyListQuery,
  response: responses({ 200: arrayOf(currency) }, [400]),
} as const;

export const listCryptoCurrencySchema = {
  summary: 'Криптовалюты, по порядку (право isCryptoTransactionPageActive)',
  tags: ['currencies', 'crypto'],
  querystring: CurrencyListQuery,
  response: responses({ 200: arrayOf(cryptoCurrency) }, [400, 403]),
} as const;

export const listDilapidationSchema = {
  summary: 'Проценты ветхости по валютам',
  tags: ['currencies'],
  response: responses({ 200: arrayOf(DilapidationPercentageSchema) }),
} as const;

export const listPairsSchema = {
  summary: 'Доступные валютные пары кассы (без cash_register — все кассы пользователя)',
  tags: ['currencies'],
  querystring: AvailablePairsQuery,
  response: responses({ 200: arrayOf(AvailableCurrencyPairSchema) }, [400, 404]),
} as const;

export const listValueSettingSchema = {
  summary: 'Курсы дня (по умолчанию сегодня) города или кассы',
  tags: ['currencies'],
  querystring: ValueSettingListQuery,
  response: responses({ 200: arrayOf(valueSetting) }, [400, 404]),
} as const;

export const createValueSettingSchema = {
  summary: 'Задать курсы дня для города или кассы (заменяет прежние на эту дату)',
  tags: ['currencies'],
  body: CreateValueSettingBody,
  response: responses({ 201: valueSetting }, [400, 404]),
} as const;

export const createValueSettingsSchema = {
  summary: 'Опубликовать курсы дня всех валют разом (одна транзакция, одно живое событие, одна запись аудита)',
  tags: ['currencies'],
  body: ValueSettingManyBody,
  response: responses({ 201: arrayOf(valueSetting) }, [400, 403, 404]),
} as const;
