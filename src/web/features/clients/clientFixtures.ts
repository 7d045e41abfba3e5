import type { Client } from '../../../shared/contract';

/** A client as the API answers it (the list masks the document; the card has it whole). */
export function makeClient(over: Partial<Client> = {}): Client {
  return {
    id: 41, last_name: 'Иванов', first_name: 'Иван', middle_name: 'Петрович', birth_date: '1980-02-01', citizenship: 'RU',
    document_type: 'Паспорт РФ', document_series: '4510', document_number: '123456', document_issued_by: 'ОВД Тверского района',
    document_issued_at: '2005-03-04', address: 'Москва, ул. Тверская, 1', phone: '+79001234567', note: '', screening_status: 'clear',
    created_at: '2026-11-20T10:00:00Z', ...over,
  };
}

