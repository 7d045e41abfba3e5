import { setAppConfig } from '../appConfig';
import { formatInstant } from './formatInstant';

describe('formatInstant', () => {
  afterEach(() => setAppConfig(null));

  it("shows an instant on the configured zone's clock as dd/MM/yyyy HH:mm", () => {
    setAppConfig({ timeZone: 'Europe/Moscow' });
    expect(formatInstant('2026-11-22T21:05:00.000Z')).toBe('23/11/2026 00:05');
    setAppConfig({ timeZone: 'Asia/Vladivostok' });
    expect(formatInstant('2026-11-22T21:05:00.000Z')).toBe('23/11/2026 07:05');
  });

  it('leaves an unreadable value as it is', () => {
    expect(formatInstant('вчера')).toBe('вчера');
  });
});
