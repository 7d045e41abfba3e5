import { ADMIN_CURRENCY_ORDERINGS, CURRENCY_KINDS } from '../../../shared/contract/adminCurrencies';
import { AdminCashRegisterSchema, AdminCurrencySchema } from '../../../shared/contract/schema';
import { body, denominationField, idParams, idSchema, pageQuery, paginatedSchema, percentageField, query, requiredText, responses, text } from '../../http/schemas';

const tags = ['admin'];
const order = { type: 'integer', minimum: -1000000, maximum: 1000000 } as const;
const decimals = { type: 'integer', minimum: 0, maximum: 8 } as const;
/** What POST sets and PUT changes (the adminCurrencies contract); PUT may also send the banknotes. */
const changes = { name: requiredText(100), order, decimals };
const CHANGES = Object.keys(changes);
/** Banknotes (fiat only; currencyWrites.ts checks decimals, duplicates and the kind). */
const denominations = { type: 'array', maxItems: 50, items: denominationField } as const;

export const listCurrenciesSchema = {
  summary: 'Валюты и криптовалюты, и отключённые: поиск, вид, активность, сортировка (только администратор; для остальных 404)',
  tags,
  querystring: query({
    ...pageQuery,
    search: text(100),
    kind: { type: 'string', enum: [...CURRENCY_KINDS] },
    is_active: { type: 'boolean' },
    ordering: { type: 'string', enum: [...ADMIN_CURRENCY_ORDERINGS] },
  }),
  response: responses({ 200: paginatedSchema(AdminCurrencySchema) }, [400, 404]),
} as const;

export const createCurrencySchema = {
  summary: 'Новая валюта или криптовалюта (код уникален; знаков: фиат 0–2, крипто 0–8)',
  tags,
  body: body({ code: { type: 'string', pattern: '^[A-Za-z0-9]{2,10}$', 'x-error': 'Код валюты: 2–10 латинских букв или цифр.' }, is_crypto: { type: 'boolean' }, ...changes }, [
    'code',
    'is_crypto',
    ...CHANGES,
  ]),
  response: responses({ 201: AdminCurrencySchema }, [400, 404]),
} as const;

export const updateCurrencySchema = {
  summary:
    'Изменить валюту: название, порядок, знаки после запятой (знаки — пока по ней не было операций), номиналы купюр для пересчёта смены (только фиат; не передано — без изменений)',
  tags,
  params: idParams,
  body: body({ ...changes, denominations }, CHANGES),
  response: responses({ 200: AdminCurrencySchema }, [400, 404]),
} as const;

export const currencyActiveSchema = {
  summary: 'Отключить валюту (только если её нет в кассах, долгах, незавершённых переводах и сторно — иначе 400 is_active с причинами) или включить',
  tags,
  params: idParams,
  body: body({ is_active: { type: 'boolean' } }, ['is_active']),
  response: responses({ 200: AdminCurrencySchema }, [400, 404]),
} as const;

export const officialMarginSchema = {
  summary: '«Курсы от ЦБ»: наценка валюты к официальному курсу, % с каждой стороны (0 ≤ p < 100; по умолчанию 1.5)',
  tags,
  params: idParams,
  body: body({ official_margin_percent: percentageField }, ['official_margin_percent']),
  response: responses({ 200: AdminCurrencySchema }, [400, 404]),
} as const;

export const dilapidationSchema = {
  summary: 'Процент ветхости иностранной валюты (0 ≤ p < 100) или null — ветхие не принимаются',
  tags,
  params: idParams,
  body: body({ percentage: { ...percentageField, type: ['string', 'null'] } }, ['percentage']),
  response: responses({ 200: AdminCurrencySchema }, [400, 404]),
} as const;

export const pairSchema = {
  summary: 'Валютная пара кассы: иностранная валюта против базовой, включить или выключить',
  tags,
  params: idParams,
  body: body({ currency: idSchema, available: { type: 'boolean' } }, ['currency', 'available']),
  response: responses({ 200: AdminCashRegisterSchema }, [400, 404]),
} as const;
