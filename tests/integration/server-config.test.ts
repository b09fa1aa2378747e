import { describe, expect, it } from 'vitest';
import { loadServerConfig } from '../../src/server/config';

describe('server configuration', () => {
  it('runs with no variable set, on port 8080 with the repository folders', () => {
    const config = loadServerConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      logLevel: 'info',
      demoSeed: 20_261_122,
    });
    expect(config.dataDir).toMatch(/[/\\]data$/);
    expect(config.staticDir).toMatch(/[/\\]dist$/);
    expect(config.localesDir).toMatch(/[/\\]locales$/);
  });

  it('reads every variable', () => {
    const config = loadServerConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: '/srv/data',
      DATABASE_URL: 'postgres://app@db/catalogue',
      STATIC_DIR: '/srv/dist',
      LOCALES_DIR: '/srv/locales',
      LOG_LEVEL: 'warn',
      DEMO_SEED: '7',
    });
    expect(config).toEqual({
      port: 0,
      host: '127.0.0.1',
      dataDir: '/srv/data',
      databaseUrl: 'postgres://app@db/catalogue',
      staticDir: '/srv/dist',
      localesDir: '/srv/locales',
      logLevel: 'warn',
      demoSeed: 7,
    });
  });

  it.each(['eighty', '-1', '65536', '80.5'])('refuses PORT=%s with a message naming PORT', (port) => {
    expect(() => loadServerConfig({ PORT: port })).toThrow(/^PORT must be a whole number from 0 to 65535/);
  });

  it('refuses an unknown LOG_LEVEL, a DEMO_SEED that is not a number and a DATABASE_URL that is not PostgreSQL', () => {
    expect(() => loadServerConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
    expect(() => loadServerConfig({ DEMO_SEED: 'abc' })).toThrow(/DEMO_SEED must be a whole number/);
    expect(() => loadServerConfig({ DATABASE_URL: 'mysql://db' })).toThrow(/DATABASE_URL must start with/);
  });
});
