/**
 * Error bodies in Django REST Framework's shapes: `{detail}` for 401/403/404/409/429/503,
 * `{non_field_errors: [...]}` or `{field: [messages]}` for 400.
 */
export interface DetailError {
  detail: string;
}
export type FieldErrors = Record<string, string[]>;
export type ApiErrorBody = DetailError | FieldErrors;

export const MESSAGES = {
  required: 'Поле обязательно',
  notAuthenticated: 'Учетные данные не были предоставлены.',
  invalidToken: 'Недействительный токен.',
  /** 401 for a token past its idle time or its age: the web app says it on /login. */
  sessionExpired: 'Сессия истекла, войдите снова.',
  badCredentials: 'Невозможно войти с предоставленными учетными данными.',
  forbidden: 'У вас недостаточно прав для выполнения данного действия.',
  notFound: 'Страница не найдена.',
  throttled: 'Слишком много попыток. Повторите позже.',
  siteOff: 'Сайт выключен администратором.',
  serverError: 'Внутренняя ошибка сервера.',
  invalidPage: 'Неправильная страница.',
  invalidInteger: 'Введите правильное число.',
} as const;
