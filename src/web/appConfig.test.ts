import { DEFAULT_CONFIG, readAppConfig, setAppConfig, today, todayWire } from './appConfig';

function docWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (json !== null) {
    const script = doc.createElement('script');
    script.id = 'app-config';
    script.type = 'application/json';
    script.textContent = json;
    doc.head.appendChild(script);
  }
  return doc;
}

describe('appConfig', () => {
  afterEach(() => setAppConfig(null));

  it('reads what the server injected', () => {
    expect(readAppConfig(docWith('{"fakeDate":"2026-11-01","timeZone":"Asia/Yekaterinburg"}'))).toEqual({
      fakeDate: '2026-11-01',
      timeZone: 'Asia/Yekaterinburg',
    });
  });

  it.each([null, '{}', '', 'not json', '{"fakeDate":"01/11/2026","timeZone":"Mars/Base"}', '{"fakeDate":"2026-02-30"}'])(
    'falls back to the defaults for %p',
    (json) => {
      expect(readAppConfig(docWith(json))).toEqual(DEFAULT_CONFIG);
    },
  );

  it('uses the fake date as today', () => {
    setAppConfig({ fakeDate: '2026-11-01' });
    expect(todayWire()).toBe('2026-11-01');
    expect(today()).toEqual(new Date(2026, 10, 1));
  });

  it("uses the configured zone's calendar day otherwise", () => {
    setAppConfig({ timeZone: 'Europe/Moscow' });
    // 22:30 UTC on 31 Dec is already 1 Jan in Moscow (UTC+3).
    expect(todayWire(new Date(Date.UTC(2026, 11, 31, 22, 30)))).toBe('2027-01-01');
    setAppConfig({ timeZone: 'America/New_York' });
    expect(todayWire(new Date(Date.UTC(2026, 11, 31, 22, 30)))).toBe('2026-12-31');
  });
});
