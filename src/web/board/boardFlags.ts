/** A currency's flag from its code's country letters (USD → 🇺🇸, EUR → 🇪🇺), as regional indicator symbols. */
export function flagOf(code: string): string {
  const letters = code.slice(0, 2).toUpperCase();
  if (!/^[A-Z]{2}$/.test(letters)) return '';
  return String.fromCodePoint(...[...letters].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/**
 * Whether this screen draws flag emoji in colour: a television's browser does, a bare Linux
 * without an emoji font draws two empty boxes — then the board shows no flags rather than boxes.
 */
export function drawsColourFlags(doc: Document = document): boolean {
  const canvas = doc.createElement('canvas');
  canvas.width = canvas.height = 32;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return false;
  ctx.font = '28px sans-serif';
  ctx.textBaseline = 'top';
  ctx.fillText(flagOf('US'), 0, 0);
  const pixels = ctx.getImageData(0, 0, 32, 32).data;
  for (let i = 0; i < pixels.length; i += 4) {
    const [r, g, b, a] = [pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]];
    // Any clearly coloured pixel: a flag, not a grey box.
    if (a > 0 && Math.max(r, g, b) - Math.min(r, g, b) > 60) return true;
  }
  return false;
}
