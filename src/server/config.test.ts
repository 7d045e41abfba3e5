import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults for a fresh machine', () => {
    expect(loadConfig({})).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      databaseUrl: null,
      timeZone: 'Europe/Moscow',
      fakeDate: null,
      logLevel: 'info',
    });
    expect(loadConfig({}).dataDir).toMatch(/\/data$/);
  });

  it('reads the environment', () => {
    const c = loadConfig({ HOST: '0.0.0.0', PORT: '9000', DATABASE_URL: 'postgres://x/y', FAKE_DATE: '2024-02-29', TIME_ZONE: 'Asia/Yekaterinburg' });
    expect(c).toMatchObject({ host: '0.0.0.0', port: 9000, databaseUrl: 'postgres://x/y', fakeDate: '2024-02-29', timeZone: 'Asia/Yekaterinburg' });
  });

  it('lists every invalid setting at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', FAKE_DATE: '2023-02-29', TIME_ZONE: 'Mars/Base', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', FAKE_DATE: '15.03.2024' });
    } catch (e) {
      expect((e as Error).message).toContain('PORT');
      expect((e as Error).message).toContain('FAKE_DATE');
    }
  });

  it('gives each API process 10 PostgreSQL connections unless DB_POOL_SIZE says', () => {
    expect(loadConfig({}).dbPoolSize).toBe(10);
    expect(loadConfig({ DB_POOL_SIZE: '25' }).dbPoolSize).toBe(25);
    expect(() => loadConfig({ DB_POOL_SIZE: '0' })).toThrow(/DB_POOL_SIZE/);
  });

  it('serves metrics only when METRICS_PORT is set, on loopback by default, never on the public port', () => {
    expect(loadConfig({})).toMatchObject({ metricsPort: null, metricsHost: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464' })).toMatchObject({ metricsPort: 9464, metricsHost: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.2' }).metricsHost).toBe('10.0.0.2');
    expect(() => loadConfig({ PORT: '9000', METRICS_PORT: '9000' })).toThrow(/METRICS_PORT must not be the public PORT/);
    expect(() => loadConfig({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/);
  });

  it('logs in short lines at a terminal and as JSON elsewhere, unless LOG_FORMAT says', () => {
    expect(loadConfig({}, true).logFormat).toBe('pretty');
    expect(loadConfig({}, false).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });

  it('reads the session lifetimes, 12 hours idle and 7 days at most by default', () => {
    expect(loadConfig({})).toMatchObject({ sessionIdleHours: 12, sessionMaxDays: 7 });
    expect(loadConfig({ SESSION_IDLE_HOURS: '1', SESSION_MAX_DAYS: '30' })).toMatchObject({ sessionIdleHours: 1, sessionMaxDays: 30 });
    for (const env of [{ SESSION_IDLE_HOURS: '0' }, { SESSION_IDLE_HOURS: '1.5' }, { SESSION_MAX_DAYS: 'week' }, { SESSION_MAX_DAYS: '0' }]) {
      expect(() => loadConfig(env)).toThrow(/SESSION_/);
    }
  });
});
