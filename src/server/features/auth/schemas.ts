import { DetailSchema, MeSchema, TokenSchema } from '../../../shared/contract/schema';
import { ChangePasswordBody, TokenAuthBody } from '../../../shared/contract/request/auth';
import { responses } from '../../http/schemas';

export const tokenAuthSchema = {
  summary: 'Вход: имя пользователя и пароль → токен',
  tags: ['auth'],
  consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
  body: TokenAuthBody,
  response: responses({ 200: TokenSchema }, [400], { public: true }),
} as const;

export const meSchema = {
  summary: 'Текущий пользователь и его права',
  tags: ['auth'],
  response: responses({ 200: MeSchema }),
} as const;

export const logoutSchema = {
  summary: 'Выход: отзывает токен запроса',
  tags: ['auth'],
  response: responses({ 200: DetailSchema }),
} as const;

export const logoutAllSchema = {
  summary: 'Выйти везде: завершает все сессии пользователя (и эту), во всех процессах API, с живыми событиями',
  tags: ['auth'],
  response: responses({ 200: DetailSchema }),
} as const;

export const changePasswordSchema = {
  summary: 'Смена своего пароля: текущий и новый (не короче 10 символов, не имя пользователя, не текущий); завершает остальные сессии',
  tags: ['auth'],
  body: ChangePasswordBody,
  response: responses({ 200: DetailSchema }, [400]),
} as const;
