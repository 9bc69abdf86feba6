import { ConfigError, loadAppConfig as loadWith } from './app-config';
import { PLATFORM_FAMILIES } from '../families/platform-families';

const loadAppConfig = (env: Record<string, string | undefined>, families: Parameters<typeof loadWith>[1] = PLATFORM_FAMILIES) => loadWith(env, families);

describe('loadAppConfig', () => {
  it('defaults to port 3000 on the embedded database under .data', () => {
    const config = loadAppConfig({});
    expect(config).toMatchObject({ port: 3000, logLevel: 'info', seedDemo: true, apiKeyCacheMs: 5000 });
    expect(config.database).toEqual({ kind: 'pglite', dataDir: expect.stringMatching(/\.data[\\/]pglite$/) });
    expect(config.fx.providers).toEqual(['frankfurter', 'currency-api']);
    expect(config.jobs.leaseMs).toBe(45_000);
  });

  it('chooses PostgreSQL when DATABASE_URL is set', () => {
    expect(loadAppConfig({ DATABASE_URL: 'postgres://u:p@db:5432/gig' }).database).toEqual({ kind: 'postgres', url: 'postgres://u:p@db:5432/gig', poolSize: undefined });
  });

  it('seeds the demo on the embedded database only, unless SEED_DEMO says otherwise', () => {
    const postgres = 'postgres://u:p@db:5432/gig';
    expect(loadAppConfig({ DATABASE_URL: postgres }).seedDemo).toBe(false);
    expect(loadAppConfig({ DATABASE_URL: postgres, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadAppConfig({}).seedDemo).toBe(true);
    expect(loadAppConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
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

describe('loadAppConfig: the extraction services', () => {
  const ALL_URLS = {
    RIDE_HAILING_URL: 'https://ride-hailing.internal/prod',
    DELIVERY_URL: 'https://delivery.internal',
    SOCIAL_SECURITY_URL: 'http://imss-extractor:8080/',
    PUBLIC_SERVANT_URL: 'https://issste.internal',
  };
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadAppConfig(env);
    } catch (caught) {
      expect(caught).toBeInstanceOf(ConfigError);
      return (caught as ConfigError).problems;
    }
    throw new Error('expected a ConfigError');
  };

  it('starts without any URL, with a 15 s time limit', () => {
    expect(loadAppConfig({}).platforms).toEqual({ timeoutMs: 15_000, urls: {} });
  });

  it("reads each loaded family's variable and PLATFORM_TIMEOUT_MS into plain values, a blank URL being unset", () => {
    const { platforms } = loadAppConfig({ ...ALL_URLS, DELIVERY_URL: '  ', PLATFORM_TIMEOUT_MS: '9000', OTHER_URL: 'https://other.internal' });
    expect(platforms).toEqual({
      timeoutMs: 9000,
      urls: { RIDE_HAILING_URL: 'https://ride-hailing.internal/prod', SOCIAL_SECURITY_URL: 'http://imss-extractor:8080', PUBLIC_SERVANT_URL: 'https://issste.internal' },
    });
  });

  it('reads the variables of the families it is given', () => {
    expect(loadAppConfig({ ...ALL_URLS, PROBE_URL: 'https://probe.internal/' }, [{ envVar: 'PROBE_URL', family: 'probe' }]).platforms.urls).toEqual({ PROBE_URL: 'https://probe.internal' });
  });

  it('stops the start-up on a malformed URL or time limit, naming each variable', () => {
    expect(problemsOf({ RIDE_HAILING_URL: 'not a url', PLATFORM_TIMEOUT_MS: '0' })).toEqual([
      'PLATFORM_TIMEOUT_MS must be a whole number from 100 to 300000 (got "0")',
      'RIDE_HAILING_URL is not an absolute URL (got "not a url")',
    ]);
    expect(problemsOf({ ...ALL_URLS, DELIVERY_URL: 'delivery.internal', PUBLIC_SERVANT_URL: 'ftp://issste.internal' })).toEqual([
      'DELIVERY_URL is not an absolute URL (got "delivery.internal")',
      'PUBLIC_SERVANT_URL must be an http or https URL (got "ftp://issste.internal")',
    ]);
  });

  it('allows no browser origin and trusts no proxy by default; reads CORS_ORIGINS', () => {
    expect(loadAppConfig({}).http).toEqual({ corsOrigins: [], trustProxy: false });
    const config = loadAppConfig({ CORS_ORIGINS: ' https://widget.example.com , http://localhost:5173 ' });
    expect(config.http.corsOrigins).toEqual(['https://widget.example.com', 'http://localhost:5173']);
  });

  it('reads TRUST_PROXY as a hop count or the proxies’ addresses and CIDRs, and refuses true saying what to write', () => {
    const trusted = (value: string) => loadAppConfig({ TRUST_PROXY: value }).http.trustProxy;
    expect([trusted('1'), trusted(' 2 '), trusted('0'), trusted('false'), trusted('')]).toEqual([1, 2, false, false, false]);
    expect(trusted('10.0.0.5, 10.0.1.0/24,::1,fd00::/8,loopback')).toEqual(['10.0.0.5', '10.0.1.0/24', '::1', 'fd00::/8', 'loopback']);
    for (const value of ['true', 'TRUE', 'yes', 'on']) {
      expect(() => trusted(value)).toThrow(`TRUST_PROXY=${value} would take the left-most X-Forwarded-For entry, which the client writes: set the number of proxies in front of the service (1 behind one load balancer)`);
    }
    expect(() => trusted('10.0.0.5,balancer.internal,10.0.0.0/33')).toThrow('(not an address or CIDR: "balancer.internal", "10.0.0.0/33")');
    expect(() => trusted('11')).toThrow('TRUST_PROXY must be a hop count from 0 to 10, or proxy addresses (got "11")');
  });

  it('refuses an origin with a path or without a scheme', () => {
    expect(() => loadAppConfig({ CORS_ORIGINS: 'https://ok.example,widget.example.com,https://x.example/app' })).toThrow(
      'CORS_ORIGINS must list origins like https://app.example.com, without a path (got "widget.example.com", "https://x.example/app")',
    );
  });

  it('limits 600 requests per company, 300 per console member, and per address and minute 30 failed authentications, 120 public-key reads, 60 public-key writes and 30 verifications, 0 turning each off', () => {
    expect(loadAppConfig({}).rateLimits).toEqual({
      perKey: 600, perMember: 300, failedAuthPerAddress: 30, publicReadsPerAddress: 120, publicWritesPerAddress: 60, verificationsPerAddress: 30, timeoutMs: 50, strictTimeoutMs: 500,
    });
    const config = loadAppConfig({
      RATE_LIMIT_PER_MINUTE: '0', CONSOLE_LIMIT_PER_MINUTE: '40', FAILED_AUTH_LIMIT_PER_MINUTE: '10', PUBLIC_READ_LIMIT_PER_MINUTE: '0', PUBLIC_WRITE_LIMIT_PER_MINUTE: '5', VERIFY_LIMIT_PER_MINUTE: '0', RATE_LIMIT_TIMEOUT_MS: '200',
      RATE_LIMIT_STRICT_TIMEOUT_MS: '3000',
    });
    expect(config.rateLimits).toEqual({ perKey: 0, perMember: 40, failedAuthPerAddress: 10, publicReadsPerAddress: 0, publicWritesPerAddress: 5, verificationsPerAddress: 0, timeoutMs: 200, strictTimeoutMs: 3000 });
    expect(() => loadAppConfig({ PUBLIC_READ_LIMIT_PER_MINUTE: 'lots' })).toThrow('PUBLIC_READ_LIMIT_PER_MINUTE must be a whole number from 0 to 1000000 (got "lots")');
    expect(() => loadAppConfig({ RATE_LIMIT_PER_MINUTE: '-1' })).toThrow('RATE_LIMIT_PER_MINUTE must be a whole number from 0 to 1000000 (got "-1")');
    expect(() => loadAppConfig({ RATE_LIMIT_TIMEOUT_MS: '0' })).toThrow('RATE_LIMIT_TIMEOUT_MS must be a whole number from 1 to 60000 (got "0")');
  });

  it('lets a company have 20 working API keys at once unless MAX_ACTIVE_API_KEYS_PER_COMPANY says otherwise', () => {
    expect(loadAppConfig({}).maxActiveApiKeysPerCompany).toBe(20);
    expect(loadAppConfig({ MAX_ACTIVE_API_KEYS_PER_COMPANY: '5' }).maxActiveApiKeysPerCompany).toBe(5);
    expect(() => loadAppConfig({ MAX_ACTIVE_API_KEYS_PER_COMPANY: '1' })).toThrow('MAX_ACTIVE_API_KEYS_PER_COMPANY must be a whole number from 2 to 10000 (got "1")');
  });
});

describe('loadAppConfig: ongoing refresh', () => {
  it('refreshes daily, 20 refreshes per family at once, a scheduler and 4 job lanes in every process', () => {
    const { refresh, jobs } = loadAppConfig({});
    expect(refresh).toEqual({
      enabled: true, intervalMs: 86_400_000, tickMs: 1_000, batchSize: 500,
      concurrency: { ride_hailing: 20, delivery: 20, social_security: 20, public_servant: 20 },
    });
    expect(jobs.concurrency).toBe(4);
  });

  it("reads REFRESH_INTERVAL as a duration and a family's cap, 0 lifting it, before the descriptor's own", () => {
    const families = [{ envVar: 'A_URL', family: 'ride_hailing' }, { envVar: 'B_URL', family: 'delivery', refreshConcurrency: 5 }, { envVar: 'C_URL', family: 'imss_like', refreshConcurrency: 7 }];
    const { refresh } = loadAppConfig({ REFRESH_INTERVAL: '90s', REFRESH_MAX_CONCURRENCY_RIDE_HAILING: '0', REFRESH_MAX_CONCURRENCY_DELIVERY: '3' }, families);
    expect(refresh.intervalMs).toBe(90_000);
    expect(refresh.concurrency).toEqual({ ride_hailing: null, delivery: 3, imss_like: 7 });
  });

  it('stops the start-up on a malformed duration or cap, naming each variable', () => {
    const attempt = () => loadAppConfig({ REFRESH_INTERVAL: '24 hours', REFRESH_MAX_CONCURRENCY_DELIVERY: '-2' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/REFRESH_INTERVAL must be a duration .*"24 hours"/);
    expect(attempt).toThrow(/REFRESH_MAX_CONCURRENCY_DELIVERY must be a whole number from 0 to 1000000 \(got "-2"\)/);
  });
});

describe('loadAppConfig: webhook delivery', () => {
  it('runs 32 attempts at once per process, and lets a subscription have 4 and a company 8 in flight across processes', () => {
    expect(loadAppConfig({}).webhooks).toMatchObject({ concurrency: 32, maxInFlightPerSubscription: 8, maxInFlightPerCompany: 16 });
    expect(loadAppConfig({ WEBHOOK_MAX_IN_FLIGHT_PER_SUBSCRIPTION: '2', WEBHOOK_MAX_IN_FLIGHT_PER_COMPANY: '20' }).webhooks).toMatchObject({ maxInFlightPerSubscription: 2, maxInFlightPerCompany: 20 });
    expect(() => loadAppConfig({ WEBHOOK_MAX_IN_FLIGHT_PER_SUBSCRIPTION: '0' })).toThrow(/WEBHOOK_MAX_IN_FLIGHT_PER_SUBSCRIPTION must be a whole number from 1 to 500/);
  });
});

describe('loadAppConfig: fair background jobs', () => {
  it('lets a company hold 3 jobs at once across processes by default, any number with 0, and stops on a bad cap', () => {
    expect(loadAppConfig({}).jobs.maxInFlightPerCompany).toBe(3);
    expect(loadAppConfig({ JOB_MAX_IN_FLIGHT_PER_COMPANY: '12' }).jobs.maxInFlightPerCompany).toBe(12);
    expect(loadAppConfig({ JOB_MAX_IN_FLIGHT_PER_COMPANY: '0' }).jobs.maxInFlightPerCompany).toBeUndefined();
    expect(() => loadAppConfig({ JOB_MAX_IN_FLIGHT_PER_COMPANY: 'many' })).toThrow(/JOB_MAX_IN_FLIGHT_PER_COMPANY must be a whole number from 0 to 10000 \(got "many"\)/);
  });
});

describe('loadAppConfig: report limits', () => {
  it('gives a company 10,000 reports a UTC day unless REPORT_LIMIT_PER_COMPANY_PER_DAY says otherwise, and stops on a bad one', () => {
    expect(loadAppConfig({}).reportLimitPerCompanyPerDay).toBe(10_000);
    expect(loadAppConfig({ REPORT_LIMIT_PER_COMPANY_PER_DAY: '70' }).reportLimitPerCompanyPerDay).toBe(70);
    expect(() => loadAppConfig({ REPORT_LIMIT_PER_COMPANY_PER_DAY: '0' })).toThrow(/REPORT_LIMIT_PER_COMPANY_PER_DAY must be a whole number from 1 to 100000000 \(got "0"\)/);
  });
});

describe('loadAppConfig: retention', () => {
  it('keeps the webhook log 30 days and reports 90, unless WEBHOOK_LOG_RETENTION_DAYS and REPORT_RETENTION_DAYS say otherwise', () => {
    const DAY = 86_400_000;
    expect(loadAppConfig({}).retention).toMatchObject({ webhookLogMs: 30 * DAY, reportMs: 90 * DAY });
    expect(loadAppConfig({ REPORT_RETENTION_DAYS: '365' }).retention.reportMs).toBe(365 * DAY);
  });

  it('stops the start-up on a report retention of 0 days or one that is not a whole number of days', () => {
    for (const bad of ['0', '-3', '1.5', 'ninety', '3651']) {
      expect(() => loadAppConfig({ REPORT_RETENTION_DAYS: bad })).toThrow(`REPORT_RETENTION_DAYS must be a whole number from 1 to 3650 (got "${bad}")`);
    }
  });

  it('keeps uploaded documents’ files 90 days unless DOCUMENT_RETENTION_DAYS says otherwise, and stops on a bad value', () => {
    const DAY = 86_400_000;
    expect(loadAppConfig({}).retention.documentFileMs).toBe(90 * DAY);
    expect(loadAppConfig({ DOCUMENT_RETENTION_DAYS: '30' }).retention.documentFileMs).toBe(30 * DAY);
    for (const bad of ['0', '1.5', 'ninety', '3651']) {
      expect(() => loadAppConfig({ DOCUMENT_RETENTION_DAYS: bad })).toThrow(`DOCUMENT_RETENTION_DAYS must be a whole number from 1 to 3650 (got "${bad}")`);
    }
  });

  it('reads 2 document uploads at once, 50 more waiting up to 30 s, unless DOCUMENT_UPLOAD_* say otherwise, and stops on a bad value', () => {
    expect(loadAppConfig({}).documentUploads).toEqual({ concurrency: 2, queue: 50, waitMs: 30_000 });
    expect(loadAppConfig({ DOCUMENT_UPLOAD_CONCURRENCY: '4', DOCUMENT_UPLOAD_QUEUE: '0', DOCUMENT_UPLOAD_WAIT_SECONDS: '5' }).documentUploads)
      .toEqual({ concurrency: 4, queue: 0, waitMs: 5_000 });
    expect(() => loadAppConfig({ DOCUMENT_UPLOAD_CONCURRENCY: '0', DOCUMENT_UPLOAD_QUEUE: '-1', DOCUMENT_UPLOAD_WAIT_SECONDS: '601' })).toThrow(
      /DOCUMENT_UPLOAD_CONCURRENCY must be a whole number from 1 to 64 \(got "0"\)[^]*DOCUMENT_UPLOAD_QUEUE must be a whole number from 0 to 10000 \(got "-1"\)[^]*DOCUMENT_UPLOAD_WAIT_SECONDS must be a whole number from 1 to 600/,
    );
  });
});

describe('loadAppConfig: metrics and shutdown', () => {
  it('serves no metrics unless METRICS_PORT is set, then on the API host unless METRICS_HOST says otherwise', () => {
    expect(loadAppConfig({}).metrics).toEqual({ port: null, host: '0.0.0.0' });
    expect(loadAppConfig({ METRICS_PORT: '9464', HOST: '10.0.0.5' }).metrics).toEqual({ port: 9464, host: '10.0.0.5' });
    expect(loadAppConfig({ METRICS_PORT: '9464', METRICS_HOST: '127.0.0.1' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
  });

  it('refuses a metrics port that is not a port, or is the public one', () => {
    expect(() => loadAppConfig({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT must be a whole number from 1 to 65535 \(got "nine"\)/);
    expect(() => loadAppConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT must differ from PORT/);
  });

  it('waits 5 s before closing the listener and gives in-flight work 25 s, unless told otherwise', () => {
    expect(loadAppConfig({}).shutdown).toEqual({ delayMs: 5_000, graceMs: 25_000 });
    expect(loadAppConfig({ SHUTDOWN_DELAY_MS: '0', SHUTDOWN_GRACE_MS: '1500' }).shutdown).toEqual({ delayMs: 0, graceMs: 1_500 });
    expect(() => loadAppConfig({ SHUTDOWN_DELAY_MS: '-1', SHUTDOWN_GRACE_MS: 'soon' })).toThrow(/SHUTDOWN_DELAY_MS must be .*\n.*SHUTDOWN_GRACE_MS must be/);
  });
});

describe('loadAppConfig: backups', () => {
  it('backs the embedded database up daily into DATA_DIR/backups, keeping 7; nothing automatic on PostgreSQL', () => {
    expect(loadAppConfig({ DATA_DIR: '/srv/gig' }).backups).toEqual({ intervalMs: 86_400_000, dir: '/srv/gig/backups', keep: 7 });
    expect(loadAppConfig({ DATABASE_URL: 'postgres://db/gig' }).backups).toEqual({ intervalMs: null, dir: '.data/backups', keep: 7 });
  });

  it('reads BACKUP_INTERVAL (a duration or off), BACKUP_DIR and BACKUP_KEEP', () => {
    const env = { BACKUP_INTERVAL: '6h', BACKUP_DIR: '/backups', BACKUP_KEEP: '30', DATABASE_URL: 'postgres://db/gig' };
    expect(loadAppConfig(env).backups).toEqual({ intervalMs: 6 * 3_600_000, dir: '/backups', keep: 30 });
    expect(loadAppConfig({ BACKUP_INTERVAL: 'off' }).backups.intervalMs).toBeNull();
  });

  it('stops the start-up on a malformed interval or count, naming each variable', () => {
    expect(() => loadAppConfig({ BACKUP_INTERVAL: 'daily', BACKUP_KEEP: '0' })).toThrow(/BACKUP_INTERVAL must be a duration[\s\S]*BACKUP_KEEP must be a whole number from 1 to 1000/);
  });
});
