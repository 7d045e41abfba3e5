import { MESSAGES } from '../../shared/contract';

/**
 * Server-side messages in the Russian wording of Django REST Framework's translations, so
 * that answers read the same as the original back end's. The shared ones come first.
 */
export const SERVER_MESSAGES = {
  ...MESSAGES,
  fieldRequired: 'Обязательное поле.',
  blank: 'Это поле не может быть пустым.',
  invalidString: 'Недопустимая строка.',
  invalidBoolean: 'Требуется логическое значение.',
  invalidNumber: 'Требуется численное значение.',
  invalidValue: 'Недопустимое значение.',
  invalidCharacter: 'Недопустимый символ в значении.',
  invalidData: 'Недопустимые данные.',
  expectedObject: 'Недопустимые данные. Ожидался словарь.',
  invalidTokenHeader: 'Недопустимый заголовок токена. Не предоставлены учетные данные.',
  invalidTokenSpaces: 'Недопустимый заголовок токена. Строка токена не должна содержать пробелов.',
  userInactive: 'Пользователь неактивен или удален.',
  badRequest: 'Некорректный запрос.',
  malformedBody: 'Ошибка разбора тела запроса.',
  notUtf8: 'Тело запроса не в кодировке UTF-8.',
  notNull: 'Это поле не может быть null.',
  payloadTooLarge: 'Слишком большой запрос.',
  methodNotAllowed: 'Метод не разрешен.',
  loggedOut: 'Вы вышли из системы.',
  loggedOutEverywhere: 'Вы вышли из системы на всех устройствах.',
  siteStopped: 'Сайт выключен.',
  /** A period whose end is before its start, as each family of routes has always worded it (http/period.ts). */
  periodEndBeforeStart: 'Конец периода раньше начала.',
  printPeriodEndBeforeStart: 'Дата окончания раньше даты начала.',
  reportPeriodStartAfterEnd: 'Дата начала позже даты окончания.',
  minValue: (limit: number) => `Убедитесь, что это значение больше либо равно ${limit}.`,
  maxValue: (limit: number) => `Убедитесь, что это значение меньше либо равно ${limit}.`,
  minLength: (limit: number) => `Убедитесь, что это значение содержит не менее ${limit} символов.`,
  maxLength: (limit: number) => `Убедитесь, что это значение содержит не более ${limit} символов.`,
  invalidChoice: (value: unknown) => `Значения ${JSON.stringify(value)} нет среди допустимых вариантов.`,
  /** An old query name (date_from) sent beside its new one (from_date). */
  oldQueryName: (name: string) => `Устаревшее имя параметра: передайте только ${name}.`,
  unsupportedMediaType: (type: string) => `Неподдерживаемый тип данных "${type}" в запросе.`,
};
