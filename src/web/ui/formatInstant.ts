import { appConfig } from '../appConfig';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A record's instant (ISO 8601 from the API) as 'dd/MM/yyyy HH:mm' on the server's wall clock
 * (the configured zone, DESIGN.md "Time"), so every employee reads the same time whatever
 * their browser's zone; the date part is spec section 9's display format.
 */
export function formatInstant(iso: string): string {
  const { timeZone } = appConfig();
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = (type: Intl.DateTimeFormatPartTypes) => format.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}
