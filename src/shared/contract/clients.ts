/**
 * Clients and compliance (docs/api/clients.md): the register of identified persons, their
 * screening against the official list, the identification thresholds per city and the
 * mandatory-control queue. Types are `Static` of schema/clients.ts; labels and the rules the
 * web app and the API both apply live here.
 */
import type { Static } from 'typebox';
import type { Paginated } from './pagination';
import type {
  CityComplianceSchema,
  ClientCurrencyTotalsSchema,
  ClientOperationPageSchema,
  ClientOperationSchema,
  ClientSchema,
  ComplianceMatchSchema,
  ControlledOperationSchema,
  MandatoryControlRowSchema,
  ReceiptClientSchema,
  WatchlistEntrySchema,
  WatchlistStateSchema,
} from './schema/clients';
import { Decimal } from '../decimal';

export type Client = Static<typeof ClientSchema>;
export type ClientPage = Paginated<Client>;
export type ClientOperation = Static<typeof ClientOperationSchema>;
export type ClientCurrencyTotals = Static<typeof ClientCurrencyTotalsSchema>;
export type ClientOperationPage = Static<typeof ClientOperationPageSchema>;
export type ClientOperationKind = ClientOperation['kind'];
export type CityCompliance = Static<typeof CityComplianceSchema>;
export type WatchlistState = Static<typeof WatchlistStateSchema>;
export type WatchlistEntry = Static<typeof WatchlistEntrySchema>;
export type ComplianceMatch = Static<typeof ComplianceMatchSchema>;
export type ComplianceMatchPage = Paginated<ComplianceMatch>;
export type ControlledOperation = Static<typeof ControlledOperationSchema>;
export type MandatoryControlRow = Static<typeof MandatoryControlRowSchema>;
export type MandatoryControlPage = Paginated<MandatoryControlRow>;
export type ReceiptClient = Static<typeof ReceiptClientSchema>;

export type DocumentType = Client['document_type'];
export type ScreeningStatus = Client['screening_status'];
export type MatchStatus = ComplianceMatch['status'];
export type MandatoryControlKind = MandatoryControlRow['kind'];
export type MandatoryControlStatus = MandatoryControlRow['status'];

/** The five document types, exactly as the wire carries them (they are their own labels). */
export const DOCUMENT_TYPE_LABELS: readonly DocumentType[] = [
  'Паспорт РФ',
  'Заграничный паспорт',
  'Паспорт иностранного гражданина',
  'Вид на жительство',
  'Иной документ',
];

export const SCREENING_STATUS_LABELS: Record<ScreeningStatus, string> = {
  clear: 'Не найден в перечне',
  review: 'Ожидает проверки',
  blocked: 'Найден в перечне',
};

export const MATCH_STATUS_LABELS: Record<MatchStatus, string> = {
  open: 'Ждёт решения',
  cleared: 'Однофамилец',
  confirmed: 'Подтверждено',
  lifted: 'Снято',
};

/** A match whose entry the list in force no longer names: still in force, for an officer to decide. */
export const NOT_IN_CURRENT_LIST_LABEL = 'нет в новом перечне';

export const MATCH_KIND_LABELS: Record<ComplianceMatch['kind'], string> = {
  blocked: 'Имя и дата рождения',
  review: 'Только имя',
};

export const MANDATORY_CONTROL_KIND_LABELS: Record<MandatoryControlKind, string> = {
  single: 'Операция от порога',
  split: 'Дробление за день',
};

export const MANDATORY_CONTROL_STATUS_LABELS: Record<MandatoryControlStatus, string> = {
  new: 'Новая',
  reported: 'Отправлено',
};

// --- requests ------------------------------------------------------------------------------
// Declared in request/clients.ts and request/compliance.ts (TypeBox values the server validates with).
export type { ClientBody, ClientListQuery, ClientOperationsQuery } from './request/clients';
export type {
  CityComplianceBody,
  LiftMatchBody,
  MandatoryControlQuery,
  MatchListQuery,
  ReportMandatoryControlBody,
} from './request/compliance';

/** The CSV's header (further columns are kept as they are). */
export const WATCHLIST_CSV_HEADER = 'full_name,birth_date';
export const DEFAULT_WATCHLIST_MAX_AGE_DAYS = 7;
/** How far back a register's client-less deals are summed for signs of structuring, unless the city set it. */
export const DEFAULT_STRUCTURING_WINDOW_MINUTES = 30;

/** "••••1234": the last four characters of a document number (lists, receipts). */
export function maskDocument(number: string): string {
  return `••••${number.slice(-4)}`;
}

/** "Иванов Иван Иванович": the name a reference shows. */
export function clientFullName(c: Pick<Client, 'last_name' | 'first_name' | 'middle_name'>): string {
  return [c.last_name, c.first_name, c.middle_name].filter((part) => part.trim() !== '').join(' ');
}

/** The form's live hint and the API's rule: a base-currency total at or above the threshold needs a client. */
export function needsClient(baseTotal: string, threshold: string | null): boolean {
  if (threshold === null || baseTotal.trim() === '') return false;
  return Decimal.of(baseTotal).cmp(threshold) >= 0;
}

/** The API's 400 under `client`: "Нужна идентификация клиента: сумма от 40000.00 RUB." */
export const identificationNeededMessage = (threshold: string, baseCode: string): string =>
  `Нужна идентификация клиента: сумма от ${Decimal.of(threshold).toFixed(2)} ${baseCode}.`;

/** A transfer's sender or receiver where the city identifies every transfer. */
export const TRANSFER_CLIENT_REQUIRED = 'Нужна идентификация клиента: город требует её для каждого перевода.';

/** The API's 403 under `client` for a blocked client, and for one waiting for a decision. */
export const CLIENT_BLOCKED_MESSAGE = 'Клиент найден в перечне: операция запрещена. Сообщите ответственному сотруднику.';
export const CLIENT_REVIEW_MESSAGE = 'Клиент ожидает проверки: операция запрещена. Сообщите ответственному сотруднику.';

/**
 * Who a person is, as screening compares them: of a `blocked` client or one under `review`
 * only a compliance officer changes these (the address, phone and note stay anyone's to edit).
 */
export const IDENTITY_FIELDS = [
  'last_name', 'first_name', 'middle_name', 'birth_date', 'citizenship', 'document_type', 'document_series', 'document_number',
] as const;

export const IDENTITY_LOCKED_MESSAGE =
  'Клиент на проверке комплаенс: изменить его ФИО, дату рождения, гражданство и документ может только сотрудник комплаенс. Обратитесь к нему.';

/** Whether `me` may change a client's identity fields: anyone for a clear client; a compliance officer (the flag, not admin rights) otherwise. */
export function canEditIdentity(me: { permissions: { isComplianceOfficer: boolean } }, status: ScreeningStatus): boolean {
  return status === 'clear' || me.permissions.isComplianceOfficer;
}

/** Who cancels a transfer whose sender is blocked or waiting (a frozen transfer). */
export const FROZEN_TRANSFER_CANCEL_MESSAGE =
  'Перевод заморожен: отправитель найден в перечне или ожидает проверки. Отменить его может только сотрудник комплаенс.';

/** A payout goes to the receiver named at acceptance, nobody else. */
export const RECEIVER_FIXED_MESSAGE = 'Выдать перевод можно только получателю, названному при принятии.';
