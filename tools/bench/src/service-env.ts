/** Where the benches start the fake exchange-rate provider (`fake-rates-server`). */
export const RATES_PORT = 3103;

/** The work timers start, not requests (jobs, refresh, webhooks, retention), off: a bench that counts per read. */
export const BACKGROUND_LOOPS_OFF = { JOBS_ENABLED: 'false', REFRESH_ENABLED: 'false', WEBHOOKS_ENABLED: 'false', RETENTION_ENABLED: 'false', BACKUP_INTERVAL: 'off' };

/** The service's settings in a bench: its database, no demo, rates from the fake provider; `extra` adds to them. */
export function serviceEnv(databaseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    FX_PROVIDERS: 'frankfurter',
    FX_FRANKFURTER_URL: `http://127.0.0.1:${RATES_PORT}`,
    ...extra,
  };
}
