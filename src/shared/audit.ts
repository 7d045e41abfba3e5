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

/** Actions whose row has no `before` because the record is new (a password change has none either: its hash is never copied). */
const CREATING = new Set(['create', 'add', 'set', 'reversal']);

/** A record the row brought into being (`before` null and a creating action). */
export function isCreation(entry: { action?: string; before: unknown; after: unknown }): boolean {
  const verb = entry.action?.split('.')[1];
  return entry.before == null && entry.after != null && (verb === undefined || CREATING.has(verb));
}

/**
 * One line: "amount: "100.00" → "120.00"; fee: …", or what happened to the whole record
 * ('создана', 'удалена'); the details when the row holds no record (a sign-in), nothing when
 * only the after side was kept (a password set: the action says it all).
 */
export function changeSummary(entry: { action?: string; before: unknown; after: unknown; details: Record<string, unknown> }): string {
  if (entry.before == null || entry.after == null) {
    if (isCreation(entry)) return 'создана';
    if (entry.before != null) return 'удалена';
    if (entry.after != null) return '';
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
  set_many: 'публикация всех валют',
};

/** "transfer.accept" → "Перевод: принятие"; an unknown kind or verb stays as it is. */
export function auditActionLabel(action: string): string {
  const [kind, verb = ''] = action.split('.');
  return `${AUDIT_KIND_LABELS[kind] ?? kind}: ${VERB_LABELS[verb] ?? verb}`;
}
