import { asciiFileName, contentDisposition, safeFileName } from './attachment';

describe('file names', () => {
  it('sends the Cyrillic name in filename* and a transliteration in filename', () => {
    expect(contentDisposition('Курсы валют Москва 2026-11-22.pdf')).toBe(
      `attachment; filename="Kursy valiut Moskva 2026-11-22.pdf"; filename*=UTF-8''${encodeURIComponent('Курсы валют Москва 2026-11-22.pdf')}`,
    );
    expect(asciiFileName('Щука Ёж (ООО)')).toBe('Shchuka Ezh (OOO)');
    expect(contentDisposition("a'b*.pdf")).toContain("filename*=UTF-8''a%27b%2A.pdf");
  });

  it('drops what could break the header or a path', () => {
    expect(safeFileName('Иван "Кассир"\r\nX-Evil: 1/..\\a')).toBe('Иван Кассир X-Evil 1 .. a');
    expect(safeFileName('  \n ')).toBe('report');
    expect(asciiFileName('€;"')).toBe('___');
  });
});
