import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('runs with nothing set: port 8080, embedded database under ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.maintenance).toBe(false);
    expect(config.captchaProvider).toBe('altcha');
  });

  it('reads the documented variables', () => {
    const config = loadConfig({
      PORT: '9000',
      DATA_DIR: '/tmp/meridian',
      DATABASE_URL: 'postgres://127.0.0.1/test',
      TRUST_PROXY: 'true',
      DEFAULT_COUNTRY: 'de',
      MAINTENANCE: '1',
      BLOCKED_COUNTRIES: 'ru, us',
    });
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/tmp/meridian',
      databaseUrl: 'postgres://127.0.0.1/test',
      trustProxy: true,
      defaultCountry: 'DE',
      maintenance: true,
      blockedCountries: ['RU', 'US'],
    });
  });

  it('stops with a message naming each wrong variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', BLOCKED_COUNTRIES: 'Russia' })).toThrow(/PORT[\s\S]*BLOCKED_COUNTRIES/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
  });
});
