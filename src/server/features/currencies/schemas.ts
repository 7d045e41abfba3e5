import {
  Type,
  AvailableCurrencyPairSchema,
  CryptoCurrencySchema as cryptoCurrency,
  CurrencySchema as currency,
  DilapidationPercentageSchema,
  ValueSettingSchema as valueSetting,
} from '../../../shared/contract/schema';
import { body, dateField, idSchema, query, rateField, responses } from '../../http/schemas';

const arrayOf = Type.Array;
const ordering = { type: 'string', enum: ['order', '-order', 'code', '-code', 'id', '-id'], default: 'order' } as const;

export const listCurrencySchema = {
  summary: 'Валюты (фиат), по порядку',
  tags: ['currencies'],
  querystring: query({ ordering }),
  response: responses({ 200: arrayOf(currency) }, [400]),
} as const;

export const listCryptoCurrencySchema = {
  summary: 'Криптовалюты, по порядку (право isCryptoTransactionPageActive)',
  tags: ['currencies', 'crypto'],
  querystring: query({ ordering }),
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
  querystring: query({ cash_register: idSchema }),
  response: responses({ 200: arrayOf(AvailableCurrencyPairSchema) }, [400, 404]),
} as const;

export const listValueSettingSchema = {
  summary: 'Курсы дня (по умолчанию сегодня) города или кассы',
  tags: ['currencies'],
  querystring: query({ city: idSchema, cash_register: idSchema, date: dateField }),
  response: responses({ 200: arrayOf(valueSetting) }, [400, 404]),
} as const;

export const createValueSettingSchema = {
  summary: 'Задать курсы дня для города или кассы (заменяет прежние на эту дату)',
  tags: ['currencies'],
  body: body(
    { city: idSchema, cash_register: idSchema, currency: idSchema, date: dateField, buy_rate: rateField, sell_rate: rateField },
    ['currency', 'buy_rate', 'sell_rate'],
  ),
  response: responses({ 201: valueSetting }, [400, 404]),
} as const;

export const createValueSettingsSchema = {
  summary: 'Опубликовать курсы дня всех валют разом (одна транзакция, одно живое событие, одна запись аудита)',
  tags: ['currencies'],
  body: body(
    {
      city: idSchema,
      cash_register: idSchema,
      date: dateField,
      rates: {
        type: 'array',
        minItems: 1,
        maxItems: 100,
        items: body({ currency: idSchema, buy_rate: rateField, sell_rate: rateField }, ['currency', 'buy_rate', 'sell_rate']),
      },
    },
    ['rates'],
  ),
  response: responses({ 201: arrayOf(valueSetting) }, [400, 403, 404]),
} as const;
