import { Decimal } from '../../../shared/decimal';

/** One currency of the Bank of Russia's daily answer: `value` roubles for `nominal` units. */
export interface CbrRate {
  code: string;
  name: string;
  nominal: number;
  value: string;
  /** Per one unit: value / nominal (nominal is 1, 10, 100…: a shift of the decimal point). */
  rate: string;
}

export interface CbrDaily {
  /** The answer's own date (ValCurs Date="dd.MM.yyyy") as yyyy-MM-dd. */
  date: string;
  rates: CbrRate[];
}

export class CbrFormatError extends Error {}

const tag = (block: string, name: string): string | null => {
  const m = new RegExp(`<${name}>([^<]*)</${name}>`).exec(block);
  return m ? m[1].trim() : null;
};

const NOMINAL = /^1(0{0,6})$/;
const COMMA_DECIMAL = /^\d{1,12},\d{1,8}$/;

/**
 * Reads XML_daily.asp as the Bank of Russia sends it: windows-1251 bytes, a `ValCurs` with a
 * `Date` and `Valute` entries, `Nominal` (rates per 10 or 100 units of small currencies) and
 * comma decimals. Anything else — another encoding's declaration, a cut-off document, an
 * entry without its fields, a figure that is not a decimal — throws CbrFormatError: a wrong
 * figure must never be stored, so a doubtful answer is refused whole.
 */
export function parseCbrDaily(bytes: Uint8Array): CbrDaily {
  const text = new TextDecoder('windows-1251').decode(bytes);
  const head = /^\s*<\?xml[^>]*encoding="([^"]+)"/i.exec(text);
  if (head && !/^windows-1251$/i.test(head[1])) throw new CbrFormatError(`unexpected encoding ${head[1]}`);
  const root = /<ValCurs\b[^>]*\bDate="(\d{2})\.(\d{2})\.(\d{4})"[^>]*>([\s\S]*)<\/ValCurs>\s*$/.exec(text);
  if (!root) throw new CbrFormatError('no complete ValCurs with a Date');
  const [, dd, mm, yyyy, inner] = root;
  const entries = inner.match(/<Valute\b[^>]*>[\s\S]*?<\/Valute>/g) ?? [];
  // Whatever is between the entries must be nothing but blanks: no cut-off or foreign element.
  if (inner.replace(/<Valute\b[^>]*>[\s\S]*?<\/Valute>/g, '').trim()) throw new CbrFormatError('unexpected content in ValCurs');
  if (entries.length === 0) throw new CbrFormatError('no Valute entries');
  const rates = entries.map((block) => {
    const code = tag(block, 'CharCode');
    const name = tag(block, 'Name');
    const nominal = tag(block, 'Nominal');
    const value = tag(block, 'Value');
    if (!code || !/^[A-Z]{3}$/.test(code)) throw new CbrFormatError(`bad CharCode in ${block.slice(0, 80)}`);
    if (!name) throw new CbrFormatError(`${code}: no Name`);
    const zeros = nominal ? NOMINAL.exec(nominal) : null;
    if (!zeros) throw new CbrFormatError(`${code}: bad Nominal ${nominal}`);
    if (!value || !COMMA_DECIMAL.test(value)) throw new CbrFormatError(`${code}: bad Value ${value}`);
    const dotted = value.replace(',', '.');
    if (Decimal.of(dotted).cmp('0') <= 0) throw new CbrFormatError(`${code}: Value is not positive`);
    return { code, name, nominal: Number(nominal), value: dotted, rate: Decimal.of(dotted).shiftLeft(zeros[1].length).toFixed() };
  });
  if (new Set(rates.map((r) => r.code)).size !== rates.length) throw new CbrFormatError('a currency is listed twice');
  return { date: `${yyyy}-${mm}-${dd}`, rates };
}
