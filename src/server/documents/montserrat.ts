import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fontkit } from './documentLibraries';

/** Montserrat as full TTFs (pdfkit embeds the glyphs a document uses, so Cyrillic prints): reports and receipts. */
export type FontName = 'regular' | 'bold';

const FONT_DIR = dirname(require.resolve('@expo-google-fonts/montserrat/package.json'));
let fonts: Record<FontName, PDFKit.Mixins.PDFFontSource> | undefined;

/**
 * Parsed once per process and handed to every document. pdfkit given the file's bytes parses
 * the font again for each document and lays its text out from nothing (its kerning and
 * ligature tables are large): a 120-line report took ~105 ms a PDF that way and ~50 ms with
 * the same parsed font (docs/PERFORMANCE.md, "Documents: the fonts parsed once"). pdfkit takes any
 * object with fontkit's `layout` as a font (its types name only bytes and paths); each
 * document still makes its own subset of the glyphs it uses.
 */
export function montserrat(): Record<FontName, PDFKit.Mixins.PDFFontSource> {
  fonts ??= {
    regular: parse(join(FONT_DIR, '400Regular', 'Montserrat_400Regular.ttf')),
    bold: parse(join(FONT_DIR, '700Bold', 'Montserrat_700Bold.ttf')),
  };
  return fonts;
}

const parse = (path: string) => fontkit().create(readFileSync(path)) as unknown as PDFKit.Mixins.PDFFontSource;
