import { fileNameFromDisposition } from './fileName';

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name, which carries Cyrillic', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="report.pdf"; filename*=UTF-8''${encodeURIComponent('Отчет кассы.pdf')}`),
    ).toBe('Отчет кассы.pdf');
  });

  it('reads a plain name, quoted or not', () => {
    expect(fileNameFromDisposition('attachment; filename="rates.xlsx"')).toBe('rates.xlsx');
    expect(fileNameFromDisposition('attachment; filename=rates.xlsx')).toBe('rates.xlsx');
  });

  it('falls back without a header', () => {
    expect(fileNameFromDisposition(null, 'file')).toBe('file');
  });
});
