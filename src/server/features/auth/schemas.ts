import { PERMISSION_FLAGS } from '../../../shared/contract';
import { responses } from '../../http/schemas';

export const tokenAuthSchema = {
  summary: 'Вход: имя пользователя и пароль → токен',
  tags: ['auth'],
  consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
  body: {
    type: 'object',
    required: ['username', 'password'],
    properties: {
      username: { type: 'string', minLength: 1, maxLength: 150 },
      password: { type: 'string', minLength: 1, maxLength: 1024 },
    },
  },
  response: responses(
    { 200: { type: 'object', required: ['token'], properties: { token: { type: 'string' } } } },
    [400],
    { public: true },
  ),
} as const;

export const meSchema = {
  summary: 'Текущий пользователь и его права',
  tags: ['auth'],
  response: responses({
    200: {
      type: 'object',
      required: ['firstName', 'lastName', 'role', 'isAdmin', 'permissions'],
      properties: {
        firstName: { type: 'string' },
        lastName: { type: 'string' },
        role: { type: 'string' },
        isAdmin: { type: 'boolean' },
        permissions: {
          type: 'object',
          required: [...PERMISSION_FLAGS],
          properties: Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, { type: 'boolean' }])),
        },
      },
    },
  }),
} as const;

export const logoutSchema = {
  summary: 'Выход: отзывает токен запроса',
  tags: ['auth'],
  response: responses({ 200: { type: 'object', properties: { detail: { type: 'string' } } } }),
} as const;
