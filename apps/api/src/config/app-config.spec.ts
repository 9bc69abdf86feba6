import { ConfigError, loadAppConfig } from './app-config';

describe('loadAppConfig', () => {
  it('defaults to port 3000 on the embedded database under .data', () => {
    const config = loadAppConfig({});
    expect(config).toMatchObject({ port: 3000, logLevel: 'info', seedDemo: true, apiKeyCacheMs: 5000 });
    expect(config.database).toEqual({ kind: 'pglite', dataDir: expect.stringMatching(/\.data[\\/]pglite$/) });
    expect(config.fx.providers).toEqual(['frankfurter', 'currency-api']);
  });

  it('chooses PostgreSQL when DATABASE_URL is set', () => {
    expect(loadAppConfig({ DATABASE_URL: 'postgres://u:p@db:5432/gig' }).database).toEqual({ kind: 'postgres', url: 'postgres://u:p@db:5432/gig', poolSize: undefined });
  });

  it('lists every bad value at once, naming each variable', () => {
    const error = (() => {
      try {
        loadAppConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe', FX_TIMEOUT_MS: '-1' });
      } catch (e) {
        return e;
      }
    })() as ConfigError;
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.problems).toHaveLength(5);
    for (const name of ['PORT', 'LOG_LEVEL', 'DATABASE_URL', 'SEED_DEMO', 'FX_TIMEOUT_MS']) expect(error.message).toContain(name);
  });

  it('never prints a database password', () => {
    expect(() => loadAppConfig({ DATABASE_URL: 'mysql://user:secret@db/x' })).toThrow(/user:\*\*\*@/);
  });
});
