import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Montserrat as full TTFs (pdfkit embeds them whole, so Cyrillic prints): reports and receipts. */
export type FontName = 'regular' | 'bold';

const FONT_DIR = dirname(require.resolve('@expo-google-fonts/montserrat/package.json'));
let fonts: Record<FontName, Buffer> | undefined;

/** Read once per process: ~200 KB each. */
export function montserrat(): Record<FontName, Buffer> {
  fonts ??= {
    regular: readFileSync(join(FONT_DIR, '400Regular', 'Montserrat_400Regular.ttf')),
    bold: readFileSync(join(FONT_DIR, '700Bold', 'Montserrat_700Bold.ttf')),
  };
  return fonts;
}
