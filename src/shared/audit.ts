/**
 * Reading an audit row (docs/api/audit.md): which fields of the record a change touched, in
 * words — one reading for the admin page's entry view, its XLSX download and the command
 * line's table.
 */

/** One field of the record, before and after the change. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  /** The value differs (a field only one side has counts as changed). */
  changed: boolean;
}

/** Times that move with any change and say nothing of their own. */
const NOISE = new Set(['updated_at']);

const asRecord = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Every field of the record (the after side's order, then fields only the before side has), each marked changed or not. */
export function auditFields(before: unknown, after: unknown): FieldChange[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const keys = [...Object.keys(a ?? {}), ...Object.keys(b ?? {}).filter((k) => !a || !(k in a))];
  return keys.map((field) => {
    const was = b ? b[field] : undefined;
    const is = a ? a[field] : undefined;
    return { field, before: was, after: is, changed: !NOISE.has(field) && (!b || !a || !same(was, is)) };
  });
}

/** The fields a change touched (all of a new or removed record's). */
export const changedFields = (before: unknown, after: unknown): FieldChange[] => auditFields(before, after).filter((f) => f.changed);

const shown = (v: unknown) => (v === undefined ? '—' : JSON.stringify(v));

/** One line: "amount: "100.00" → "120.00"; fee: …", or what happened to the whole record. */
export function changeSummary(entry: { before: unknown; after: unknown; details: Record<string, unknown> }): string {
  if (entry.before == null || entry.after == null) {
    if (entry.after != null) return 'создана';
    if (entry.before != null) return 'удалена';
    return Object.keys(entry.details ?? {}).length ? JSON.stringify(entry.details) : '';
  }
  return changedFields(entry.before, entry.after)
    .map((f) => `${f.field}: ${shown(f.before)} → ${shown(f.after)}`)
    .join('; ');
}

/** The kinds of record in the audit log (the part of an action before the dot), in Russian. */
export const AUDIT_KIND_LABELS: Record<string, string> = {
  exchange: 'Обмен',
  crypto_transaction: 'Крипто-операция',
  out_transaction: 'Операция кредитора/дебитора',
  crypto_out_transaction: 'Крипто-операция кредитора/дебитора',
  income_outcome: 'Доход/расход',
  transfer: 'Перевод',
  correction: 'Сторно',
  operation_person: 'Кредитор/дебитор',
  value_setting: 'Курсы дня',
  city_limits: 'Лимиты города',
  user: 'Пользователь',
  auth: 'Вход и выход',
  city: 'Город',
  cash_register: 'Касса',
  currency: 'Валюта',
  currency_pair: 'Валютная пара',
  dilapidation: 'Ветхость',
  site: 'Сайт',
  seed: 'Демо-данные',
};

const VERB_LABELS: Record<string, string> = {
  create: 'создание',
  update: 'изменение',
  rename: 'переименование',
  activate: 'активация',
  deactivate: 'деактивация',
  activation: 'активность',
  set: 'установка',
  clear: 'снятие',
  add: 'добавление',
  remove: 'удаление',
  accept: 'принятие',
  deliver: 'выдача',
  cancel: 'отмена',
  new_code: 'новый код',
  sign_in: 'вход',
  sign_out: 'выход',
  sign_out_everywhere: 'выход везде',
  change_password: 'смена пароля',
  set_password: 'новый пароль',
  set_cities: 'города',
  end_session: 'завершение сессии',
  approve: 'подтверждение',
  reject: 'отклонение',
  reversed: 'сторнирована',
  reversal: 'сторно-запись',
  off: 'выключение',
  on: 'включение',
  demo_history: 'загрузка',
};

/** "transfer.accept" → "Перевод: принятие"; an unknown kind or verb stays as it is. */
export function auditActionLabel(action: string): string {
  const [kind, verb = ''] = action.split('.');
  return `${AUDIT_KIND_LABELS[kind] ?? kind}: ${VERB_LABELS[verb] ?? verb}`;
}
