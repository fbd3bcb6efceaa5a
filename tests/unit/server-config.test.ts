import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('configuration', () => {
  it('works with no variables at all', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve('data'),
      databaseUrl: undefined,
      pricelistCurrency: 'EUR',
      staticDir: resolve('dist'),
      sessionSecret: undefined,
      production: false,
      sessionIdleMinutes: 30,
      logLevel: 'info',
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/portal',
      DATABASE_URL: 'postgres://portal:secret@db:5432/portal',
      PRICELIST_CURRENCY: 'CZK',
      STATIC_DIR: '/srv/portal',
      SESSION_SECRET: 's'.repeat(32),
      NODE_ENV: 'production',
      SESSION_IDLE_MINUTES: '45',
      LOG_LEVEL: 'warn',
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/portal',
      databaseUrl: 'postgres://portal:secret@db:5432/portal',
      pricelistCurrency: 'CZK',
      staticDir: '/srv/portal',
      sessionSecret: 's'.repeat(32),
      production: true,
      sessionIdleMinutes: 45,
      logLevel: 'warn',
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', SESSION_SECRET: '' })).toMatchObject({ port: 3000, databaseUrl: undefined, sessionSecret: undefined });
  });

  it.each([
    ['PORT', '0', 'must be a port number from 1 to 65535'],
    ['PORT', '65536', 'must be a port number from 1 to 65535'],
    ['PORT', '3000abc', 'must be a port number from 1 to 65535'],
    ['PRICELIST_CURRENCY', 'eur', 'must be one of CZK, EUR, USD'],
    ['DATABASE_URL', 'mysql://db/portal', 'must be a postgres:// or postgresql:// connection string'],
    ['SESSION_SECRET', 'short', 'must be at least 32 characters long'],
  ])('rejects %s=%s with a message naming it and the rule', (name, value, rule) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(`${name}: ${rule} (got "${value}")`);
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'x', PRICELIST_CURRENCY: 'GBP' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toMatch(/^Invalid configuration:\n {2}PORT: .*\n {2}PRICELIST_CURRENCY: /);
    }
  });
});
