import { PublicRatesSchema } from '../../../shared/contract/schema';
import { PublicRatesQuery, RateSheetQuery } from '../../../shared/contract/request';
import { responses } from '../../http/schemas';

export const publicRatesSchema = {
  summary: 'Курсы дня города (или кассы) для сайтов и экранов: без входа, только опубликованные города (иначе 404)',
  description:
    'docs/api/public.md. Access-Control-Allow-Origin: *, Cache-Control: public, max-age=30, ETag и 304 на If-None-Match; 120 запросов в минуту с адреса, затем 429 с Retry-After.',
  tags: ['public'],
  querystring: PublicRatesQuery,
  response: responses({ 200: PublicRatesSchema, 304: { type: 'null', description: 'Не изменилось (ETag)' } }, [400, 404], { public: true }),
} as const;

export const publicRatesStreamSchema = {
  summary: 'Живой поток курсов для экрана офиса (server-sent events): курсы при подключении и после каждой публикации',
  description:
    'docs/api/public.md. text/event-stream; data — {"type":"rates","rates":…} или {"type":"ping"} каждые ~15 с. Не более 20 открытых потоков с адреса (далее 429); HEAD — только заголовки; закрытие кассы или города завершает поток.',
  tags: ['public'],
  querystring: PublicRatesQuery,
  response: responses({ 200: { type: 'string', description: 'text/event-stream' } }, [400, 404, 429], { public: true }),
} as const;

export const preflightSchema = {
  summary: 'CORS preflight: 204 с Access-Control-Allow-Methods GET, HEAD и Access-Control-Allow-Headers If-None-Match',
  description: 'docs/api/public.md. Браузер спрашивает его перед запросом скрипта сайта с If-None-Match.',
  tags: ['public'],
  response: responses({ 204: { type: 'null', description: 'Можно: GET, HEAD, заголовок If-None-Match' } }, [], { public: true }),
} as const;

export const printRateSheetSchema = {
  summary: '«Печать курсов»: курсы дня города на листе A4 (PDF, крупные цифры) для окна офиса',
  tags: ['print', 'public'],
  querystring: RateSheetQuery,
  response: responses({ 200: { type: 'string', description: 'PDF; имя — в Content-Disposition' } }, [400, 404]),
} as const;
