/** One list parameter kept in the URL: how it reads from the query string and writes back. */
export interface Param<T> {
  read(raw: string | null): T;
  /** The URL's text, or null for the default (left out of the URL). */
  write(value: T): string | null;
}
