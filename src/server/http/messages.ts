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

  // --- references and amounts (ledger) ---
  noSuchObject: (id: unknown) => `Недопустимый первичный ключ "${String(id)}" - объект не существует.`,
  registerInactive: (name: string) => `Касса ${name} деактивирована: новые операции в ней невозможны.`,
  currencyInactive: (code: string) => `Валюта ${code} отключена: новые операции в ней невозможны.`,
  maxDecimalPlaces: (decimals: number) => `Не более ${decimals} знаков после запятой.`,
  insufficientFunds: (available: string, code: string) => `Недостаточно средств в кассе: доступно ${available} ${code}.`,
  amountTooSmall: 'Сумма слишком мала.',
  amountTooLarge: 'Сумма слишком велика.',
  feeNotBelowAmount: 'Комиссия должна быть меньше суммы.',
  percentAtMost100: 'Не более 100 %.',
  tooManyOperations: (max: number) => `Слишком много операций за период (больше ${max}). Выберите период короче.`,
  dateAfterToday: 'Дата не может быть позже сегодняшней.',

  // --- exchange, rates and currencies ---
  baseForItself: 'Базовую валюту нельзя обменять на саму себя.',
  pairUnavailable: (code: string) => `Пара ${code} недоступна в этой кассе.`,
  dilapidatedBuyOnly: 'Ветхие купюры только покупаются.',
  noDilapidationPercent: (code: string) => `Для ${code} не задан процент ветхости.`,
  dilapidationBelow100: 'Процент ветхости меньше 100.',
  cityOrRegister: 'Укажите город или кассу.',
  noBaseRate: 'Курс базовой валюты не задаётся.',
  buyAboveSell: 'Курс покупки выше курса продажи.',
  buyAboveSellOf: (code: string) => `${code}: курс покупки выше курса продажи.`,
  currencyTwice: (code: string) => `Валюта ${code} указана дважды.`,
  currencyNotFound: (code: string) => `Валюта ${code} не найдена.`,
  currencyExists: (code: string) => `Валюта ${code} уже существует.`,
  currencyDisabled: (code: string) => `Валюта ${code} отключена.`,
  currencyCannotDisable: (code: string) => `Валюту ${code} нельзя отключить.`,
  currencyCodeShape: 'Код валюты: 2–10 латинских букв или цифр.',
  baseNotCrypto: 'Базовая валюта не может быть криптовалютой.',
  decimalsRange: (max: number, crypto: boolean) => `Знаков после запятой: от 0 до ${max} для ${crypto ? 'криптовалюты' : 'валюты'}.`,
  decimalsLocked: 'По валюте уже были операции: число знаков после запятой не меняется.',
  denominationsFiatOnly: (code: string) => `Номиналы купюр — только у валюты, не у криптовалюты (${code}).`,
  officialMarginForeignOnly: 'Наценка к курсу ЦБ — только у иностранной валюты.',
  officialMarginBelow100: 'Наценка меньше 100 %.',

  // --- cities, registers, users, operation persons ---
  cityTaken: (name: string) => `Город «${name}» уже есть.`,
  noCityWithId: (id: number) => `Город с id ${id} не найден.`,
  noCitiesWithIds: (ids: string) => `Нет городов с id: ${ids}.`,
  registerTaken: (name: string) => `В этом городе уже есть касса «${name}».`,
  registerTakenIn: (city: string, name: string) => `В городе ${city} уже есть касса «${name}».`,
  registerCannotDeactivate: (name: string) => `Кассу ${name} нельзя деактивировать.`,

  // --- deals made during an outage (docs/OFFLINE.md) ---
  /** The identification rule wins over the fact: no client can be checked without the server. */
  offlineNeedsIdentification: (threshold: string, code: string) =>
    `Офлайн-операция не принята: сумма от ${threshold} ${code} требует идентификации клиента, а без связи с сервером её провести нельзя. Проведите операцию онлайн.`,
  offlineNamesClient: 'Офлайн-операция не принята: проверка клиента по перечню без связи с сервером невозможна. Проведите операцию онлайн.',
  madeAtRequired: 'Для офлайн-операции укажите время её совершения (made_at).',
  madeAtOnlineOnly: 'Время совершения (made_at) указывается только для офлайн-операции.',
  offlineReviewChecked: 'Эта офлайн-операция уже проверена.',
  // --- the vault and limits per till (docs/VAULT.md) ---
  vaultRefusesClientOperations:
    'Хранилище не проводит клиентские операции (обмен, крипто, переводы клиентов, доходы и расходы, операции с лицами): только внутренние переводы и пересчёт.',
  vaultExists: (city: string, name: string) => `В городе ${city} уже есть хранилище «${name}»: хранилище в городе может быть только одно.`,
  registerKindFixed: 'Вид кассы выбирается при создании и не меняется.',
  limitCurrencyTwice: (code: string) => `${code}: валюта указана дважды.`,
  limitUnknownCurrency: (id: number) => `Валюты с id ${id} нет.`,
  limitDecimals: (code: string, decimals: number) => `${code}: не более ${decimals} знаков после запятой.`,
  limitOrder: (code: string) => `${code}: должно быть минимум ≤ уровень пополнения ≤ максимум.`,
  userNotFound: (username: string) => `Пользователь ${username} не найден.`,
  usernameTaken: 'Пользователь с таким именем уже существует.',
  lastActiveAdmin: 'Это последний активный администратор: сначала назначьте другого.',
  passwordTooShort: (min: number) => `Пароль слишком короткий: нужно не меньше ${min} символов.`,
  personInactive: 'Лицо деактивировано: новые операции с ним недоступны.',

  // --- transfers ---
  /** Not DRF's «Обязательное поле.»: the transfers' own wording from the start, which their callers read. */
  transferFieldRequired: 'Поле обязательно',
  internalTransferNoFee: 'Внутренний перевод без комиссии.',
  sameRegisters: 'Касса получателя совпадает с кассой отправителя.',
  idNotInPath: 'Не совпадает с переводом в адресе.',
  wrongTransferCode: 'Неверный код перевода.',
  noTransferWithCode: 'Перевод с таким кодом не найден.',
  cancelReasonRequired: 'Укажите причину отмены.',
  /** «Перевод уже принят: изменить его нельзя.»: the transfer's state and the refused step, as the lifecycle words them. */
  transferEventRefused: (status: string, event: string) => `Перевод ${status}: ${event} нельзя.`,

  // --- clients and compliance ---
  birthDateInFuture: 'Дата рождения не может быть в будущем.',
  issuedInFuture: 'Дата выдачи не может быть в будущем.',
  issuedBeforeBirth: 'Документ не может быть выдан раньше даты рождения.',
  controlBelowIdentification: (identify: string) => `Порог обязательного контроля не может быть ниже порога идентификации (${identify}).`,
  alreadyReported: 'Уже отмечено как отправленное.',
  ownClientMatch: 'Нельзя решать совпадение по клиенту, которого вы сами завели.',
  matchDecided: 'По этому совпадению уже принято решение.',
  liftConfirmedOnly: 'Снять можно только подтверждённое совпадение.',
  blankNote: 'Пустой текст: напишите примечание или оставьте поле пустым.',
  structuringDecided: 'Решение по этим операциям уже принято.',
  csvFileRequired: 'Нужен файл CSV (multipart, поле file).',
  watchlistEmpty: 'В файле нет ни одной записи: пустой перечень не загружается.',
  noSuchWatchlist: 'Такого перечня нет.',
  watchlistSuperseded: 'Пока перечень загружался, был применён другой: загрузите файл снова.',
  watchlistBusy: 'Другой перечень сейчас загружается: дождитесь конца и загрузите файл снова.',
  watchlistUploadLost: 'Загрузка перечня прервана: загрузите файл снова.',

  invisibleName: 'Имя содержит невидимые или управляющие символы: введите его заново с клавиатуры.',
  documentTaken: 'Клиент с этим документом уже зарегистрирован. Найдите его поиском по полному номеру документа.',
  /** What the creator of a transfer hears when accepting or delivering it (four eyes). */
  fourEyesTransfer: 'Перевод принимает другой сотрудник',
  /** What anyone but the creator or an admin hears when asking for a transfer's new code. */
  newCodeIssuer: 'Новый код выдаёт сотрудник, оформивший перевод, или администратор.',

  // --- families a feature and its tests refer to as one (SHIFT_MESSAGES, COUNT_MESSAGES, corrections' M) ---
  correction: {
    ownRequest: 'Подтверждает другой сотрудник: свой запрос на сторно подтвердить или отклонить нельзя.',
    notPending: 'Запрос уже рассмотрен: решить можно только запрос, который ждёт подтверждения.',
    alreadyReversed: 'Запись уже сторнирована или ждёт подтверждения сторно.',
    isReversal: 'Сторнирующую запись нельзя сторнировать.',
  },
  shift: {
    alreadyOpen: 'Смена уже открыта: закройте её, прежде чем открыть новую.',
    notOpen: 'Смена уже закрыта: закрытая смена не меняется.',
    ownShift: 'Подтверждает другой сотрудник: свою смену подтвердить нельзя.',
    nothingToApprove: 'Смена не ждёт подтверждения: расхождений сверх порога нет или она уже подтверждена.',
    stillOpen: 'Смена ещё открыта: подтверждают закрытую смену.',
    witnessOwnCount: 'Пересчёт подтверждает свидетель — другой сотрудник: свой пересчёт подтвердить нельзя.',
    witnessTillCount: 'Свидетель подтверждает пересчёт хранилища; пересчёт кассы подтверждения не ждёт.',
    witnessNotClosed: 'Смена ещё открыта: закрывающего пересчёта пока нет.',
    alreadyWitnessed: 'Этот пересчёт уже подтверждён свидетелем.',
  },
  count: {
    missing: (codes: string[]) => `Пересчитайте все валюты кассы: не указаны ${codes.join(', ')}.`,
    crypto: (code: string) => `${code} — криптовалюта: она в кошельке, а не в кассе, и не пересчитывается.`,
    decimals: (code: string, decimals: number) => `${code}: не более ${decimals} знаков после запятой.`,
    comment: 'Объясните расхождение: при недостаче или излишке комментарий обязателен.',
  },
  /** Cash orders (docs/CASH-ORDERS.md). */
  cashOrder: {
    refillFromVault: 'Подкрепление идёт из хранилища города в его кассу.',
    surplusToVault: 'Сдача излишков идёт из кассы в хранилище её города.',
    moveBetween: 'Перемещение — из кассы в кассу или из хранилища в хранилище другого города.',
    sameRegister: 'Касса-отправитель и касса-получатель должны различаться.',
    fourEyes: 'Заявку подтверждает другой сотрудник: кто её создал, тот не подтверждает.',
    settleFourEyes: 'Расхождение закрывает другой сотрудник: кто принимал заявку, тот его не закрывает.',
    refused: (state: string, action: string) => `Заявка ${state}: ${action} нельзя.`,
    sumMismatch: (counted: string, amount: string, code: string) => `Сумма по номиналам ${counted} ${code} не равна сумме заявки ${amount} ${code}.`,
    unknownDenomination: (value: string, code: string) => `${code}: нет купюры номиналом ${value}.`,
    denominationTwice: (value: string) => `Номинал ${value} указан дважды.`,
    courierRequired: 'Между городами укажите инкассатора.',
    overdraw: (available: string, code: string) => `В кассе-отправителе не хватает денег: доступно ${available} ${code}.`,
    expectedInPast: 'Ожидаемое время прибытия уже прошло.',
    notDispatched: 'Сопроводительная ведомость печатается после отправки заявки.',
    blindList: 'Сопроводительная ведомость — у отправителя: получатель пересчитывает деньги, не зная ожидаемой суммы.',
  },
  /** Settlements between cities (docs/SETTLEMENTS.md). */
  settlement: {
    sameCity: 'Город-должник и город-получатель должны различаться.',
    bankNeedsReference: 'Для банковского перевода укажите номер платёжного документа.',
    bankNeedsDate: 'Для банковского перевода укажите дату.',
    notForOrder: 'Инкассация учитывается, когда её примут: номер и дату не указывают.',
    noVault: (city: string) => `В городе ${city} нет хранилища: инкассация между городами невозможна.`,
    periodClosed: (day: string) => `Период по ${day} включительно закрыт: запись с датой в нём невозможна, поправка идёт в следующий период.`,
    closeOnlyPast: 'Закрыть можно только прошедшие дни: день окончания должен быть раньше сегодняшнего.',
    closeAfterLast: (day: string) => `Период по ${day} уже закрыт: день окончания должен быть позже.`,
  },
  stockLevels: {
    itemTwice: (register: number, currency: number) => `Касса ${register}, валюта ${currency}: указана дважды.`,
    noSuggestion: (register: string, code: string) => `${register}, ${code}: заявка больше не предлагается — остатки изменились, обновите список.`,
    /** An item naming a register and currency the city's suggestions do not list at all. */
    notSuggested: (register: number, currency: number) => `Касса ${register}, валюта ${currency}: заявка не предлагается — остатки изменились, обновите список.`,
    noVault: 'В городе нет хранилища: заявки подкрепления и сдачи излишков идут через него.',
  },
};
