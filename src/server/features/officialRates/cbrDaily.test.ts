import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CbrFormatError, parseCbrDaily } from './cbrDaily';

const fixture = readFileSync(join(__dirname, 'fixtures', 'XML_daily.xml'));
const latin1 = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));

describe('parseCbrDaily (the Bank of Russia XML_daily format)', () => {
  it('reads the windows-1251 fixture: date, Cyrillic names, comma decimals, Nominal 1, 10 and 100', () => {
    // The fixture is the real byte format: «Д» of «Доллар» is 0xC4 in windows-1251, not UTF-8.
    expect(fixture.includes(Buffer.from([0xc4, 0xee, 0xeb, 0xeb, 0xe0, 0xf0]))).toBe(true);
    const daily = parseCbrDaily(fixture);
    expect(daily.date).toBe('2026-11-27');
    expect(daily.rates.map((r) => r.code)).toEqual(['USD', 'EUR', 'CNY', 'KZT', 'TRY', 'JPY']);
    expect(daily.rates[0]).toEqual({ code: 'USD', name: 'Доллар США', nominal: 1, value: '92.5012', rate: '92.5012' });
    expect(daily.rates.find((r) => r.code === 'KZT')).toEqual({ code: 'KZT', name: 'Казахстанских тенге', nominal: 100, value: '18.3012', rate: '0.183012' });
    expect(daily.rates.find((r) => r.code === 'TRY')).toMatchObject({ nominal: 10, value: '27.0155', rate: '2.70155' });
  });

  it.each([
    ['a cut-off answer', fixture.subarray(0, fixture.length - 40)],
    ['an HTML error page', latin1('<html><body>Service unavailable</body></html>')],
    ['no entries', latin1('<?xml version="1.0" encoding="windows-1251"?><ValCurs Date="27.11.2026" name="x"></ValCurs>')],
    ['a point decimal', latin1('<ValCurs Date="27.11.2026"><Valute ID="1"><CharCode>USD</CharCode><Nominal>1</Nominal><Name>D</Name><Value>92.50</Value></Valute></ValCurs>')],
    ['a Nominal of 3', latin1('<ValCurs Date="27.11.2026"><Valute ID="1"><CharCode>USD</CharCode><Nominal>3</Nominal><Name>D</Name><Value>92,50</Value></Valute></ValCurs>')],
    ['an entry without its Value', latin1('<ValCurs Date="27.11.2026"><Valute ID="1"><CharCode>USD</CharCode><Nominal>1</Nominal><Name>D</Name></Valute></ValCurs>')],
    ['UTF-8 declared', latin1('<?xml version="1.0" encoding="utf-8"?><ValCurs Date="27.11.2026"><Valute ID="1"><CharCode>USD</CharCode><Nominal>1</Nominal><Name>D</Name><Value>92,50</Value></Valute></ValCurs>')],
  ])('refuses %s whole', (_what, bytes) => {
    expect(() => parseCbrDaily(bytes)).toThrow(CbrFormatError);
  });
});
