import { setAppConfig } from '../../appConfig';
import { clientSchema, emptyClient } from './clientForm';

/** The client form says before sending what the server refuses: a country code not on the ISO list, a birth date before 1900. */
const valid = { ...emptyClient('Иванов Иван'), birth_date: '17.05.1980', document_number: '123456' };
const errorsOf = async (over: object) =>
  clientSchema.validate({ ...valid, ...over }, { abortEarly: false }).then(() => [], (e: { inner: Array<{ path: string; message: string }> }) =>
    e.inner.map((i) => `${i.path}: ${i.message}`));

it('takes a real country code in any case, refuses two letters that are no country', async () => {
  for (const citizenship of ['RU', 'kz', 'De']) expect([citizenship, await errorsOf({ citizenship })]).toEqual([citizenship, []]);
  for (const citizenship of ['ZZ', 'UK', 'XX']) {
    expect(await errorsOf({ citizenship })).toEqual(['citizenship: Код страны ISO 3166 из двух латинских букв, например RU']);
  }
});

it('takes birth dates from 01.01.1900, refuses earlier ones', async () => {
  expect(await errorsOf({ birth_date: '01.01.1900' })).toEqual([]);
  expect(await errorsOf({ birth_date: '31.12.1899' })).toEqual(['birth_date: Дата не может быть раньше 01.01.1900']);
});

it('allows the lengths the server stores: a document number of 50, an issuer of 300, a note of 1000', async () => {
  expect(await errorsOf({ document_number: 'A'.repeat(50), document_issued_by: 'б'.repeat(300), note: 'в'.repeat(1000) })).toEqual([]);
  expect(await errorsOf({ document_number: 'A'.repeat(51), document_issued_by: 'б'.repeat(301), note: 'в'.repeat(1001) })).toEqual([
    'document_number: Не более 50 символов',
    'document_issued_by: Не более 300 символов',
    'note: Не более 1000 символов',
  ]);
});

it("counts 'the future' from today in the network's zone: at 01:30 in Moscow a document issued that day is not in the future", async () => {
  setAppConfig({ timeZone: 'Europe/Moscow' });
  jest.useFakeTimers({ now: new Date('2026-11-28T22:30:00Z') });
  try {
    expect(await errorsOf({ document_issued_at: '29.11.2026' })).toEqual([]);
    expect(await errorsOf({ document_issued_at: '30.11.2026' })).toEqual(['document_issued_at: Дата не может быть позже сегодняшней']);
  } finally {
    jest.useRealTimers();
    setAppConfig(null);
  }
});
