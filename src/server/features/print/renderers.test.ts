import { amount, at, rate, type PrintDocument } from '../../documents/printDocument';
import { renderPdf } from '../../documents/pdfTable';
import { findCell, pdfPages, pdfText, xlsxRows } from '../../documents/testing/readBack';
import { amountFormat, DATE_TIME_FORMAT, RATE_FORMAT, renderXlsx } from '../../documents/xlsxSheet';

const document = (rows: number): PrintDocument => ({
  title: 'Список кредиторов и дебиторов',
  lines: ['Город: Москва'],
  timeZone: 'Europe/Moscow',
  fileName: 'test',
  tables: [
    {
      caption: 'Балансы',
      columns: [
        { header: 'Имя', width: 3 },
        { header: 'Когда', width: 2 },
        { header: 'USD', width: 2, align: 'right' },
        { header: 'Курс', width: 2, align: 'right' },
      ],
      rows: Array.from({ length: rows }, (_, i) => [`Лицо ${i + 1}`, at('2026-11-01T21:30:00Z'), amount('1234.5', 2), rate('92.500000')]),
      footer: [['Итого', null, amount('123456789012.12345678', 8), null]],
    },
    { caption: 'Пусто', columns: [{ header: 'Колонка', width: 1 }], rows: [], empty: 'Нет операций' },
  ],
});

describe('PDF renderer', () => {
  it('embeds Montserrat: Cyrillic, grouped amounts, page numbers, the header on every page', async () => {
    const pdf = await renderPdf(document(120));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Список кредиторов и дебиторов');
    expect(text).toContain('Лицо 120');
    expect(text).toContain('1 234,50');
    expect(text).toContain('02/11/2026 00:30');
    expect(text).toContain('92,50');
    expect(text).toContain('123 456 789 012,12345678');
    expect(text).toContain('Нет операций');
    const pages = pdfPages(text);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Страница ${pages} из ${pages}`);
    expect(text.match(/Имя\s+Когда\s+USD/g)).toHaveLength(pages);
  });

  it('cuts a very long cell instead of breaking the page', async () => {
    const doc = document(1);
    doc.tables[0].rows[0][0] = 'Очень длинный комментарий '.repeat(200);
    const text = await pdfText(await renderPdf(doc));
    expect(text).toContain('Итого');
  });
});

describe('XLSX renderer', () => {
  it('writes one sheet: bold header, numeric amounts with formats, long decimals as text', async () => {
    const { sheet, values } = await xlsxRows(await renderXlsx(document(3)));
    expect(values[0]).toEqual(['Список кредиторов и дебиторов']);
    const header = findCell(sheet, 'Имя')!;
    expect(header.font.bold).toBe(true);
    const row = sheet.getRow(Number(header.row) + 1);
    expect(row.getCell(1).value).toBe('Лицо 1');
    expect(row.getCell(2).value).toEqual(new Date(Date.UTC(2026, 10, 2, 0, 30)));
    // Written as dd\/mm\/yyyy (a literal slash); exceljs reads the escapes away.
    expect(row.getCell(2).numFmt).toBe(DATE_TIME_FORMAT.replace(/\\/g, ''));
    expect(row.getCell(3).value).toBe(1234.5);
    expect(row.getCell(3).numFmt).toBe('#,##0.00');
    expect(row.getCell(4).value).toBe(92.5);
    expect(row.getCell(4).numFmt).toBe(RATE_FORMAT);
    const total = findCell(sheet, 'Итого')!;
    expect(total.font.bold).toBe(true);
    expect(sheet.getRow(Number(total.row)).getCell(3).value).toBe('123\u00a0456\u00a0789\u00a0012,12345678');
    expect(findCell(sheet, 'Нет операций')).toBeDefined();
    expect(amountFormat(0)).toBe('#,##0');
  });
});
