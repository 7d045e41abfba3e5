import type { ClientBody } from '../../../../shared/contract/clients';

let made = 0;

/** A valid client body with a document number of its own (test-only); `over` replaces fields. */
export function clientBody(over: Partial<ClientBody> = {}): ClientBody {
  made += 1;
  return {
    last_name: 'Петров',
    first_name: 'Пётр',
    middle_name: 'Петрович',
    birth_date: '1980-05-17',
    citizenship: 'RU',
    document_type: 'Паспорт РФ',
    document_series: '4510',
    document_number: String(100000 + made * 7919).slice(-6) + String(Date.now() % 1000).padStart(3, '0'),
    phone: '+7 916 000-00-00',
    ...over,
  };
}
