import { appConfig } from '../appConfig';

// Building an Intl.DateTimeFormat costs far more than formatting with one (~0.5 ms against
// microseconds: a journal of 100 rows spent ~170 ms of its render building them),
// so each is built once per time zone.
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();

function formatter(cache: Map<string, Intl.DateTimeFormat>, make: (timeZone: string) => Intl.DateTimeFormat): Intl.DateTimeFormat {
  const { timeZone } = appConfig();
  let format = cache.get(timeZone);
  if (!format) {
    format = make(timeZone);
    cache.set(timeZone, format);
  }
  return format;
}

/**
 * A record's instant (ISO 8601 from the API) as 'dd/MM/yyyy HH:mm' on the server's wall clock
 * (the configured zone, docs/PRODUCT-DECISIONS.md "Time"), so every employee reads the same time whatever
 * their browser's zone; the date part is docs/PRODUCT.md §9's display format.
 */
export function formatInstant(iso: string): string {
  const format = formatter(
    dateTimeFormats,
    (timeZone) =>
      new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  );
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** A record's instant as 'HH:mm' on the server's wall clock (the journal's Время). */
export function formatClockTime(iso: string): string {
  return formatter(timeFormats, (timeZone) => new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', timeZone })).format(new Date(iso));
}
