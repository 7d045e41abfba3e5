import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fontkit } from './documentLibraries';
import { montserratFont } from './montserrat';

/** Pairs Montserrat kerns (AV, WA, Ta, ...), Cyrillic, and figures as the documents print them. */
const TEXT = 'AVATAR WAVY Tayo Тверская Ёлкина № 1 000,50 ₽ «Учёт»';

interface Laid {
  glyphs: Array<{ id: number }>;
  positions: Array<{ xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }>;
}

const laidOut = (run: unknown) => {
  const { glyphs, positions } = run as Laid;
  return glyphs.map((g, i) => [g.id, positions[i].xAdvance, positions[i].yAdvance, positions[i].xOffset, positions[i].yOffset]);
};

/** A font parsed from the file alone, as pdfkit makes one from bytes. */
const fromFile = (file: string) =>
  fontkit().create(readFileSync(join(dirname(require.resolve('@expo-google-fonts/montserrat/package.json')), file)));

describe('Montserrat for a document', () => {
  it('lays text out exactly as a font parsed from the file alone, kerning included, after other documents used the shared tables', () => {
    // Other documents first: the shared tables are decoded (and warm) by then.
    for (const text of ['Money 24/7', 'Отчёт по кассе', TEXT]) montserratFont('regular').layout(text);
    const reference = fromFile('400Regular/Montserrat_400Regular.ttf');
    expect(laidOut(montserratFont('regular').layout(TEXT))).toEqual(laidOut(reference.layout(TEXT)));
    expect(laidOut(montserratFont('bold').layout(TEXT))).toEqual(laidOut(fromFile('700Bold/Montserrat_700Bold.ttf').layout(TEXT)));
    // The text does exercise the shared kerning: without it the advances differ.
    const unkerned = (reference.layout as (text: string, features: Record<string, boolean>) => unknown)(TEXT, { kern: false });
    expect(laidOut(unkerned)).not.toEqual(laidOut(reference.layout(TEXT)));
  });

  it('gives every document a font of its own, sharing only the decoded layout tables', () => {
    const [a, b] = [montserratFont('regular'), montserratFont('regular')];
    expect(a).not.toBe(b);
    expect(a.GPOS).toBeDefined();
    expect(a.GPOS).toBe(b.GPOS);
    expect(a.GSUB).toBe(b.GSUB);
    // Where the glyphs are, their metrics and the character map are each font's own.
    for (const table of ['loca', 'hmtx', 'cmap']) {
      expect(a[table]).toBeDefined();
      expect(a[table]).not.toBe(b[table]);
    }
  });
});
