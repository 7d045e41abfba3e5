import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fontkit, type FontkitFont } from './documentLibraries';

/** Montserrat as full TTFs (pdfkit embeds a subset of each, so Cyrillic prints): reports and receipts. */
export type FontName = 'regular' | 'bold';
const FONT_NAMES: readonly FontName[] = ['regular', 'bold'];

const FONT_DIR = dirname(require.resolve('@expo-google-fonts/montserrat/package.json'));
let files: Record<FontName, Buffer> | undefined;

/** Read once per process: ~330 KB each. */
function montserratFiles(): Record<FontName, Buffer> {
  files ??= {
    regular: readFileSync(join(FONT_DIR, '400Regular', 'Montserrat_400Regular.ttf')),
    bold: readFileSync(join(FONT_DIR, '700Bold', 'Montserrat_700Bold.ttf')),
  };
  return files;
}

/**
 * The layout tables (ligatures, kerning, marks), decoded once per process and face and shared
 * by every document's font. fontkit decodes them lazily, lookup by lookup, and a font made for
 * each document decoded Montserrat's kerning again every time: ~70 % of a receipt's CPU
 * (docs/PERFORMANCE.md, "Documents"). They are only read once decoded. Nothing else is
 * shared: each document gets a font object of its own (its glyphs, its subset, its stream),
 * since one font object shared by documents made later documents lose letters.
 */
const LAYOUT_TABLES = ['GSUB', 'GPOS', 'GDEF'];
const layoutTables = new Map<FontName, Record<string, unknown>>();

/** A font of its own for one document, with the process's decoded layout tables. */
export function montserratFont(name: FontName): FontkitFont {
  const bytes = montserratFiles()[name];
  if (!layoutTables.has(name)) {
    const first = fontkit().create(bytes);
    layoutTables.set(name, Object.fromEntries(LAYOUT_TABLES.map((tag) => [tag, first[tag]]).filter(([, table]) => table !== undefined)));
  }
  const font = fontkit().create(bytes);
  Object.assign(font._tables, layoutTables.get(name));
  return font;
}

/** Montserrat as the document's 'regular' and 'bold'. */
export function registerMontserrat(doc: PDFKit.PDFDocument): void {
  // pdfkit takes a fontkit font as a font's source (it asks for its `layout`); its types list
  // only files and bytes.
  for (const name of FONT_NAMES) doc.registerFont(name, montserratFont(name) as unknown as Uint8Array);
}
