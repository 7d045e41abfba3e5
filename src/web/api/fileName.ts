/**
 * The file name of a Content-Disposition header: RFC 5987's `filename*=UTF-8''…` first
 * (how Cyrillic names travel), then plain `filename="…"`.
 */
export function fileNameFromDisposition(header: string | null, fallback = 'report'): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Malformed escapes: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = plain ? (plain[2] ?? plain[1]).trim() : '';
  return name || fallback;
}
