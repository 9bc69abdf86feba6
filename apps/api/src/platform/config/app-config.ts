import { FxConfig, parseFxConfig } from '@gig/fx';
import { DatabaseTarget, databaseTargetFromEnv } from '@gig/persistence';
import { DEFAULT_DOCUMENT_RETENTION_DAYS, DEFAULT_MAX_REPORTS_PER_COMPANY_DAY, DEFAULT_REPORT_RETENTION_DAYS, DEFAULT_RETENTION_BATCH, DEFAULT_WEBHOOK_LOG_RETENTION_DAYS, PlatformFamilyDescriptor } from '@gig/domain';
import { BackupConfig, backupConfig } from './backup-config';
import { Env, duration, retrySchedule, integer, serviceUrls, publicUrlOf, origins, flag } from './env-readers';
import { TrustedProxies, trustedProxies } from './trusted-proxies';
import type { UploadSlotLimits } from '../http/upload-slots';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface AppConfig {
  readonly port: number;
  readonly host: string;
  readonly database: DatabaseTarget;
  readonly dataDir: string;
  /** The connect widget's build (`CONNECT_DIR`, default `dist/apps/connect` under the working directory), served at `/connect`. */
  readonly connectDir: string;
  readonly logLevel: LogLevel;
  /**
   * Create a demo company with data (and print its keys and an admin link) on the first start of an empty
   * database: by default only on the embedded database, never on a PostgreSQL server unless `SEED_DEMO=true`.
   */
  readonly seedDemo: boolean;
  /** How long a valid API key is remembered in memory; revocations take effect within it. */
  readonly apiKeyCacheMs: number;
  readonly fx: FxConfig;
  /** Background jobs: a worker in this process, its idle poll, the lease, and jobs it runs side by side. */
  readonly jobs: {
    readonly enabled: boolean; readonly pollMs: number; readonly leaseMs: number; readonly concurrency: number;
    /** Jobs one company may hold at once across every process (`JOB_MAX_IN_FLIGHT_PER_COMPANY`); undefined: no cap. */
    readonly maxInFlightPerCompany: number | undefined;
  };
  /**
   * Ongoing refresh: a scheduler in this process, the cadence (`REFRESH_INTERVAL`), how often it looks for due accounts,
   * accounts taken per statement, and per family the refreshes queued or running at once (`REFRESH_MAX_CONCURRENCY_<FAMILY>`).
   */
  readonly refresh: { readonly enabled: boolean; readonly intervalMs: number; readonly tickMs: number; readonly batchSize: number; readonly concurrency: Readonly<Record<string, number | null>> };
  /** Live extraction services: the base URL of each family that has one (by its variable, e.g. `RIDE_HAILING_URL`), and a time limit per request. */
  readonly platforms: { readonly timeoutMs: number; readonly urls: Readonly<Record<string, string>> };
  /** `CREDENTIALS_KEY` as given (hex or base64), or null to use the key file under `dataDir`. */
  readonly credentialsKey: string | null;
  /** Where clients and report readers reach this service (`PUBLIC_URL`, no trailing slash), else `http://localhost:<port>`: report PDFs link `{publicUrl}/verify/{id}`. */
  readonly publicUrl: string;
  /**
   * The PKCS#12 report PDFs are signed with (`REPORT_SIGNING_P12`: a path or the file in base64, and
   * `REPORT_SIGNING_P12_PASSWORD`); null: a self-signed certificate kept under `dataDir`. Sandbox reports have their
   * own (`REPORT_SANDBOX_SIGNING_P12`, `REPORT_SANDBOX_SIGNING_P12_PASSWORD`), whose subject must name a sandbox.
   */
  readonly reportSigning: { readonly p12: string | null; readonly password: string | null; readonly sandboxP12: string | null; readonly sandboxPassword: string | null };
  /** Worker threads that render and sign report PDFs off the event loop (`REPORT_RENDER_THREADS`, default 1); 0: on the event loop. */
  readonly reportRenderThreads: number;
  /** Reports one company may be given per UTC day (`REPORT_LIMIT_PER_COMPANY_PER_DAY`, default 10,000), beside 20 per worker. */
  readonly reportLimitPerCompanyPerDay: number;
  /**
   * Requests per minute: of a company's private keys together (the company's own limit, else `perKey`); of a console
   * member (`perMember`); per client address, public-key and connect-token reads (`publicReadsPerAddress`) and writes
   * (`publicWritesPerAddress`), failed authentications, and report verifications (`/verify`, no key); 0 is no limit. A
   * count the store has not answered within `timeoutMs` lets a company's or a member's request through, and refuses
   * the others (429, or 503 when the store fails).
   */
  readonly rateLimits: {
    readonly perKey: number;
    readonly perMember: number;
    readonly failedAuthPerAddress: number;
    readonly publicReadsPerAddress: number;
    readonly publicWritesPerAddress: number;
    readonly verificationsPerAddress: number;
    /** How long a company's or a member's count may take before the request goes through uncounted. */
    readonly timeoutMs: number;
    /** How long a per-address or security count may take before the request is refused (429, `retry-after: 1`). */
    readonly strictTimeoutMs: number;
  };
  /** Keys a company may have working at once (not revoked, or within a rotation's grace). */
  readonly maxActiveApiKeysPerCompany: number;
  /**
   * Document uploads this process reads and examines at once (`DOCUMENT_UPLOAD_CONCURRENCY`), how many more may wait
   * for one of them, their bodies unread (`DOCUMENT_UPLOAD_QUEUE`), and for how long (`DOCUMENT_UPLOAD_WAIT_SECONDS`).
   */
  readonly documentUploads: UploadSlotLimits;
  /** Browsers: the origins allowed to call the API (`CORS_ORIGINS`), and the proxies in front, which terminate TLS (`TRUST_PROXY`). */
  readonly http: { readonly corsOrigins: readonly string[]; readonly trustProxy: TrustedProxies };
  /**
   * Event deliveries: a dispatcher in this process (`WEBHOOKS_ENABLED`), the idle look for due retries, seconds between
   * attempts, a time limit per attempt, whether subscriptions may reach loopback and private addresses (development,
   * tests), attempts this process runs at once (its lanes), and the deliveries one subscription and one company may have
   * in flight across every process.
   */
  readonly webhooks: {
    readonly enabled: boolean;
    readonly pollMs: number;
    readonly retrySchedule: readonly number[];
    readonly timeoutMs: number;
    readonly allowPrivateUrls: boolean;
    readonly concurrency: number;
    readonly maxInFlightPerSubscription: number;
    readonly maxInFlightPerCompany: number;
  };
  /**
   * Retention: a purge in this process (`RETENTION_ENABLED`; every process may run one) every `RETENTION_INTERVAL_MS`,
   * the webhook log kept `WEBHOOK_LOG_RETENTION_DAYS`, reports `REPORT_RETENTION_DAYS` (then only their verification
   * tombstone), uploaded documents' files `DOCUMENT_RETENTION_DAYS` (their data stays), rows changed per statement
   * (`RETENTION_BATCH`).
   */
  readonly retention: {
    readonly enabled: boolean; readonly intervalMs: number; readonly webhookLogMs: number; readonly reportMs: number; readonly documentFileMs: number;
    readonly batchSize: number;
  };
  /**
   * Prometheus metrics on a listener of their own (`METRICS_PORT`, off when unset) so they are never served on the public
   * port; bound to `METRICS_HOST`, else the API's host.
   */
  readonly metrics: { readonly port: number | null; readonly host: string };
  /**
   * On SIGTERM or SIGINT: `/health/ready` answers 503 at once, the listener keeps taking connections for `delayMs` (the load
   * balancer's time to notice), then closes; in-flight requests and background work get `graceMs` more to finish.
   */
  readonly shutdown: { readonly delayMs: number; readonly graceMs: number };
  /** Automatic backups (`BACKUP_INTERVAL`, `BACKUP_DIR`, `BACKUP_KEEP`); `npm run admin -- backup` takes one at any time. */
  readonly backups: BackupConfig;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}


/** The port the service listens on when PORT is not set. */
export const DEFAULT_PORT = 3000;

/** A running job renews its lease every third of it, so a crashed process's job is taken over within this. */
export const DEFAULT_JOB_LEASE_SECONDS = 45;
/** One below `JOB_CONCURRENCY`'s default: however many processes run, one company's burst leaves a lane free for the next company's work. */
export const DEFAULT_JOB_MAX_IN_FLIGHT_PER_COMPANY = 3;
/**
 * Kubernetes' default grace is 30 s from SIGTERM: 5 s for the load balancer to stop sending, 25 s for in-flight work, so
 * the process exits before it is killed.
 */
export const DEFAULT_SHUTDOWN_DELAY_MS = 5_000;
export const DEFAULT_SHUTDOWN_GRACE_MS = 25_000;
/** Refreshes of one family queued or running at once, when neither its descriptor nor the environment says. */
export const DEFAULT_REFRESH_CONCURRENCY = 20;

/**
 * Reads and checks every setting once, at start-up; reports all bad values together. `families` (the composition's list,
 * `PLATFORM_FAMILIES` unless composed with others) name the URL variables and the per-family caps to read.
 */
export function loadAppConfig(env: Env, families: readonly Pick<PlatformFamilyDescriptor, 'envVar' | 'family' | 'refreshConcurrency'>[]): AppConfig {
  const problems: string[] = [];
  const port = integer(env, 'PORT', DEFAULT_PORT, 0, 65535, problems);
  const logLevel = (env.LOG_LEVEL?.trim() || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  const apiKeyCacheMs = integer(env, 'API_KEY_CACHE_SECONDS', 5, 0, 3600, problems) * 1000;
  const jobs = {
    enabled: flag(env, 'JOBS_ENABLED', true, problems),
    pollMs: integer(env, 'JOB_POLL_MS', 500, 10, 60_000, problems),
    leaseMs: integer(env, 'JOB_LEASE_SECONDS', DEFAULT_JOB_LEASE_SECONDS, 5, 86_400, problems) * 1000,
    concurrency: integer(env, 'JOB_CONCURRENCY', 4, 1, 64, problems),
    maxInFlightPerCompany: integer(env, 'JOB_MAX_IN_FLIGHT_PER_COMPANY', DEFAULT_JOB_MAX_IN_FLIGHT_PER_COMPANY, 0, 10_000, problems) || undefined,
  };
  const refresh = {
    enabled: flag(env, 'REFRESH_ENABLED', true, problems),
    intervalMs: duration(env, 'REFRESH_INTERVAL', 24 * 3_600_000, problems),
    tickMs: integer(env, 'REFRESH_TICK_MS', 1_000, 10, 600_000, problems),
    batchSize: integer(env, 'REFRESH_BATCH', 500, 1, 10_000, problems),
    concurrency: Object.fromEntries(families.map((family) => [family.family, familyConcurrency(env, family, problems)])),
  };
  let database: DatabaseTarget = { kind: 'pglite', dataDir: null };
  try {
    database = databaseTargetFromEnv(env);
  } catch (error) {
    problems.push((error as Error).message);
  }
  const seedDemo = flag(env, 'SEED_DEMO', database.kind === 'pglite', problems);
  let fx: FxConfig | undefined;
  try {
    fx = parseFxConfig(env);
  } catch (error) {
    problems.push((error as Error).message);
  }
  const timeoutMs = integer(env, 'PLATFORM_TIMEOUT_MS', 15_000, 100, 300_000, problems);
  const platforms = { timeoutMs, urls: serviceUrls(env, families.map((family) => family.envVar), problems) };
  const rateLimits = {
    perKey: integer(env, 'RATE_LIMIT_PER_MINUTE', 600, 0, 1_000_000, problems),
    perMember: integer(env, 'CONSOLE_LIMIT_PER_MINUTE', 300, 0, 1_000_000, problems),
    failedAuthPerAddress: integer(env, 'FAILED_AUTH_LIMIT_PER_MINUTE', 30, 0, 1_000_000, problems),
    publicReadsPerAddress: integer(env, 'PUBLIC_READ_LIMIT_PER_MINUTE', 120, 0, 1_000_000, problems),
    publicWritesPerAddress: integer(env, 'PUBLIC_WRITE_LIMIT_PER_MINUTE', 60, 0, 1_000_000, problems),
    verificationsPerAddress: integer(env, 'VERIFY_LIMIT_PER_MINUTE', 30, 0, 1_000_000, problems),
    timeoutMs: integer(env, 'RATE_LIMIT_TIMEOUT_MS', 50, 1, 60_000, problems),
    strictTimeoutMs: integer(env, 'RATE_LIMIT_STRICT_TIMEOUT_MS', 500, 1, 60_000, problems),
  };
  const maxActiveApiKeysPerCompany = integer(env, 'MAX_ACTIVE_API_KEYS_PER_COMPANY', 20, 2, 10_000, problems);
  const documentUploads = {
    concurrency: integer(env, 'DOCUMENT_UPLOAD_CONCURRENCY', 2, 1, 64, problems),
    queue: integer(env, 'DOCUMENT_UPLOAD_QUEUE', 50, 0, 10_000, problems),
    waitMs: integer(env, 'DOCUMENT_UPLOAD_WAIT_SECONDS', 30, 1, 600, problems) * 1000,
  };
  const http = { corsOrigins: origins(env, 'CORS_ORIGINS', problems), trustProxy: trustedProxies(env, problems) };
  const webhooks = {
    enabled: flag(env, 'WEBHOOKS_ENABLED', true, problems),
    pollMs: integer(env, 'WEBHOOK_POLL_MS', 1_000, 10, 60_000, problems),
    retrySchedule: retrySchedule(env, problems),
    timeoutMs: integer(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100, 60_000, problems),
    allowPrivateUrls: flag(env, 'WEBHOOK_ALLOW_PRIVATE_URLS', false, problems),
    concurrency: integer(env, 'WEBHOOK_CONCURRENCY', 32, 1, 500, problems),
    maxInFlightPerSubscription: integer(env, 'WEBHOOK_MAX_IN_FLIGHT_PER_SUBSCRIPTION', 8, 1, 500, problems),
    maxInFlightPerCompany: integer(env, 'WEBHOOK_MAX_IN_FLIGHT_PER_COMPANY', 16, 1, 10_000, problems),
  };
  const retention = {
    enabled: flag(env, 'RETENTION_ENABLED', true, problems),
    intervalMs: integer(env, 'RETENTION_INTERVAL_MS', 3_600_000, 1_000, 86_400_000, problems),
    webhookLogMs: integer(env, 'WEBHOOK_LOG_RETENTION_DAYS', DEFAULT_WEBHOOK_LOG_RETENTION_DAYS, 1, 3_650, problems) * 86_400_000,
    reportMs: integer(env, 'REPORT_RETENTION_DAYS', DEFAULT_REPORT_RETENTION_DAYS, 1, 3_650, problems) * 86_400_000,
    documentFileMs: integer(env, 'DOCUMENT_RETENTION_DAYS', DEFAULT_DOCUMENT_RETENTION_DAYS, 1, 3_650, problems) * 86_400_000,
    batchSize: integer(env, 'RETENTION_BATCH', DEFAULT_RETENTION_BATCH, 1, 100_000, problems),
  };
  const host = env.HOST?.trim() || '0.0.0.0';
  const metricsPort = env.METRICS_PORT?.trim() ? integer(env, 'METRICS_PORT', 0, 1, 65535, problems) : null;
  if (metricsPort !== null && metricsPort === port) problems.push(`METRICS_PORT must differ from PORT (both ${port}): the metrics are never served on the public port`);
  const metrics = { port: metricsPort, host: env.METRICS_HOST?.trim() || host };
  const shutdown = {
    delayMs: integer(env, 'SHUTDOWN_DELAY_MS', DEFAULT_SHUTDOWN_DELAY_MS, 0, 600_000, problems),
    graceMs: integer(env, 'SHUTDOWN_GRACE_MS', DEFAULT_SHUTDOWN_GRACE_MS, 0, 600_000, problems),
  };
  const reportRenderThreads = integer(env, 'REPORT_RENDER_THREADS', 1, 0, 64, problems);
  const reportLimitPerCompanyPerDay = integer(env, 'REPORT_LIMIT_PER_COMPANY_PER_DAY', DEFAULT_MAX_REPORTS_PER_COMPANY_DAY, 1, 100_000_000, problems);
  const publicUrl = publicUrlOf(env, port, problems);
  const dataDir = env.DATA_DIR?.trim() || '.data';
  const backups = backupConfig(env, database, dataDir, problems);
  if (problems.length > 0 || !fx) throw new ConfigError(problems);
  const credentialsKey = env.CREDENTIALS_KEY?.trim() || null;
  const reportSigning = {
    p12: env.REPORT_SIGNING_P12?.trim() || null, password: env.REPORT_SIGNING_P12_PASSWORD ?? null,
    sandboxP12: env.REPORT_SANDBOX_SIGNING_P12?.trim() || null, sandboxPassword: env.REPORT_SANDBOX_SIGNING_P12_PASSWORD ?? null,
  };
  return { port, host, database, dataDir, connectDir: env.CONNECT_DIR?.trim() || 'dist/apps/connect', logLevel, seedDemo, apiKeyCacheMs, fx, jobs, platforms, credentialsKey, publicUrl, reportSigning, reportRenderThreads, reportLimitPerCompanyPerDay, rateLimits, maxActiveApiKeysPerCompany, documentUploads, http, webhooks, refresh, retention, metrics, shutdown, backups };
}

/** `REFRESH_MAX_CONCURRENCY_RIDE_HAILING` for the `ride_hailing` family, else its descriptor's cap, else 20; 0: no cap (null). */
function familyConcurrency(env: Env, family: Pick<PlatformFamilyDescriptor, 'family' | 'refreshConcurrency'>, problems: string[]): number | null {
  const cap = integer(env, `REFRESH_MAX_CONCURRENCY_${family.family.toUpperCase()}`, family.refreshConcurrency ?? DEFAULT_REFRESH_CONCURRENCY, 0, 1_000_000, problems);
  return cap === 0 ? null : cap;
}
