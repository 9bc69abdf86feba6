import { Clock, DeliverWebhooks, ReportDocumentRenderer, ReportGeneration, PasswordHasher, ExchangeRates, ScheduleRefreshes, IdempotencyStore, JobWorker, RateLimiter, PlatformConnector, PlatformFamilyDescriptor, PlatformRegistry, PurgeExpiredRecords, SecretBox, systemClock, WebhookSender } from '@gig/domain';
import { createExchangeRates } from '@gig/fx';
import { AesGcmSecretBox, CircuitState, ReplicaStatus, createIdempotencyStore, createRateLimiter, createRetentionStore, Database, loadCredentialsKey, openDatabase, ScryptPasswordHasher, ServiceRateLimiter } from '@gig/persistence';
import { createSandboxConnectors, sandboxScenarioCatalogue } from '@gig/sandbox';
import { Logger } from '@nestjs/common';
import { DeliveryFailure, NodeHttpWebhookSender } from '@gig/webhook-http';
import { PdfjsPdfReader, PdfkitSpecimenPdfWriter } from '@gig/pdf-document';
import { createReportSigners, loadReportSigningKeys, PdfkitReportDocumentRenderer, ReportSigningKeys, SignedReportDocumentRenderer, WorkerThreadReportDocumentRenderer } from '@gig/pdf-report';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { AppConfig, DEFAULT_REFRESH_CONCURRENCY } from '../platform/config/app-config';
import { liveConnectors } from './connectors/live-connectors';
import { PLATFORM_FAMILIES } from '../platform/families/platform-families';
import { RoutingPlatformConnectors } from './connectors/routing.platform-connectors';
import { SealedIdempotencyStore } from '../platform/http/idempotency/sealed.idempotency-store';
import { JobSignal } from '../background/job-signal';
import { serializeWebhookPayload } from '../public-api/webhooks/webhook-payload.presenter';
import { JsonReportDataEncoder } from '../public-api/reports/report-data.encoder';
import { DrainSignal } from '../platform/lifecycle/drain-signal';
import { ServiceMetrics } from '../platform/metrics/service-metrics';
import { countingRefusals, timedWebhookSender } from '../platform/metrics/observed-adapters';
import { timedRepositories, timedUnitOfWork } from '../platform/metrics/timed-repositories';
import { buildUseCases, UseCases } from './use-cases';
import { BackupFolder } from '../background/backup/backup-folder';
import { selfMadeSigningFiles, TakeBackup } from '../background/backup/take-backup';

/** What a caller may put in place of the configured adapters (tests: a moved clock, a test database, table rates). */
export interface CompositionOverrides {
  readonly clock?: Clock;
  /** An open database; the composition then leaves it open on close. */
  readonly database?: Database;
  readonly secrets?: SecretBox;
  readonly exchangeRates?: (database: Database, clock: Clock) => ExchangeRates;
  readonly families?: readonly PlatformFamilyDescriptor[];
  /** Wraps each sandbox connector, e.g. to count or stall calls. */
  readonly wrapSandboxConnector?: (connector: PlatformConnector) => PlatformConnector;
  /** Posts webhook deliveries (default: HTTP with the configured time limit). */
  readonly webhookSender?: WebhookSender;
  /** Where start-up warnings go (default: stderr). */
  readonly warn?: (lines: readonly string[]) => void;
  /** Hashes console passwords (default: scrypt, N=2^15; tests pass a cheaper one). */
  readonly passwordHasher?: PasswordHasher;
  /** Sign report PDFs, live and sandbox (default: REPORT_SIGNING_P12 and REPORT_SANDBOX_SIGNING_P12, else self-signed certificates under DATA_DIR). */
  readonly reportSigningKeys?: ReportSigningKeys;
}

/** The service, assembled once: every use case over its adapters, and the background worker. */
export interface Composition {
  readonly config: AppConfig;
  readonly clock: Clock;
  readonly database: Database;
  readonly platforms: PlatformRegistry;
  readonly useCases: UseCases;
  readonly jobs: { readonly worker: JobWorker; readonly signal: JobSignal; readonly scheduler: ScheduleRefreshes; readonly refreshRoom: JobSignal };
  /** The dispatcher's pass, and how it hears of events written by any process. */
  readonly webhooks: { readonly dispatcher: DeliverWebhooks; readonly listen: Database['listenForWebhookEvents'] };
  /** Counts requests within `RATE_LIMIT_TIMEOUT_MS` (on its own connections on PostgreSQL); its counters tell the time-outs. */
  readonly rateLimiter: ServiceRateLimiter;
  /** The same counts within `RATE_LIMIT_STRICT_TIMEOUT_MS`: the per-address and security counts, which refuse what they cannot count. */
  readonly strictRateLimiter: RateLimiter;
  readonly idempotency: IdempotencyStore;
  /** Deletes what has outlived its use (idempotency keys, sign-in counters, the old webhook log). */
  readonly retention: PurgeExpiredRecords;
  /** The Prometheus metrics (served only when `METRICS_PORT` is set, on a listener of their own). */
  readonly metrics: ServiceMetrics;
  /** Set on SIGTERM: readiness fails and answers close their connections. */
  readonly drain: DrainSignal;
  /** Backup files of the database and `DATA_DIR`'s secrets, and `BACKUP_DIR` where the schedule keeps them. */
  readonly backups: { readonly take: TakeBackup; readonly folder: BackupFolder };
  close(): Promise<void>;
}

/** The one composition root: main.ts, the admin CLI and the test harness all build the service here. */
export async function compose(config: AppConfig, overrides: CompositionOverrides = {}): Promise<Composition> {
  const clock = overrides.clock ?? systemClock;
  const families = overrides.families ?? PLATFORM_FAMILIES;
  const platforms = PlatformRegistry.of(families);
  const secrets = overrides.secrets ?? new AesGcmSecretBox(loadCredentialsKey({ CREDENTIALS_KEY: config.credentialsKey ?? undefined }, config.dataDir));
  const warn = overrides.warn ?? warnOnStderr;
  const database = overrides.database ?? (await openDatabase(config.database, {
    onCircuitChange: (state) => warn([describeCircuit(state)]),
    onReplicaChange: (status) => warn([describeReplica(status)]),
  }));
  const live = liveConnectors(families, config.platforms.urls, { timeoutMs: config.platforms.timeoutMs });
  if (live.warnings.length > 0) warn(live.warnings);
  const sandbox = createSandboxConnectors(clock);
  const wrap = overrides.wrapSandboxConnector ?? ((connector: PlatformConnector) => connector);
  const signal = new JobSignal();
  const drain = new DrainSignal();
  const metrics = new ServiceMetrics(
    { poolStats: () => database.poolStats(), circuitState: () => database.circuitState(), operations: database.operations, replicas: database.replicas, now: () => clock.now() },
    { processMetrics: config.metrics.port !== null },
  );
  const repositories = timedRepositories(database.repositories, metrics.repositoryDuration);
  // The same object without replicas: one wrapper, so the aggregated read pays for it no more than today.
  const readRepositories = database.readRepositories === database.repositories ? repositories : timedRepositories(database.readRepositories, metrics.repositoryDuration);
  const unitOfWork = timedUnitOfWork(database.unitOfWork, metrics.repositoryDuration);
  const onProviderCall = ({ provider, outcome }: { provider: string; outcome: string }) => metrics.fxCalls.inc({ provider, outcome });
  const renderer = reportRenderer(overrides.reportSigningKeys ?? reportSigningKeysOf(config), config.reportRenderThreads);
  const useCases = buildUseCases({
    repositories,
    readRepositories,
    unitOfWork,
    health: database,
    schema: database.schema,
    draining: () => drain.draining,
    exchangeRates: overrides.exchangeRates?.(database, clock) ?? createExchangeRates({ config: config.fx, store: database.usdRates, clock, onProviderCall }),
    platforms,
    connectors: new RoutingPlatformConnectors((platform) => wrap(sandbox.connectorFor(platform)), live.connectors),
    sandboxScenarios: sandboxScenarioCatalogue(platforms),
    secrets,
    pdfReader: new PdfjsPdfReader(),
    specimenPdfWriter: new PdfkitSpecimenPdfWriter(),
    clock,
    apiKeyCacheMs: config.apiKeyCacheMs,
    jobQueued: signal.notify,
    webhookUrls: { allowPrivateUrls: config.webhooks.allowPrivateUrls },
    refresh: { intervalMs: config.refresh.intervalMs },
    passwordHasher: overrides.passwordHasher ?? new ScryptPasswordHasher(),
    maxActiveApiKeys: config.maxActiveApiKeysPerCompany,
    maxReportsPerCompanyDay: config.reportLimitPerCompanyPerDay,
    reports: {
      encoder: new JsonReportDataEncoder(),
      renderer,
      verificationUrl: (reportId) => `${config.publicUrl}/verify/${reportId}`,
      observe: (generation) => {
        logReportGeneration(generation);
        metrics.reportGeneration.observe({ phase: 'figures', status: generation.status }, generation.figuresMs / 1000);
        if (generation.pdfBytes > 0) metrics.reportGeneration.observe({ phase: 'pdf', status: generation.status }, generation.pdfMs / 1000);
      },
    },
  });
  const workerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const ownSender = overrides.webhookSender ? null : new NodeHttpWebhookSender({ serialize: serializeWebhookPayload, timeoutMs: config.webhooks.timeoutMs, logFailure: logDeliveryFailure });
  const sender = timedWebhookSender(overrides.webhookSender ?? (ownSender as NodeHttpWebhookSender), metrics);
  const dispatcher = new DeliverWebhooks(
    { deliveries: repositories.webhookDeliveries, sender, secrets, clock, schedule: config.webhooks.retrySchedule, allowPrivateUrls: config.webhooks.allowPrivateUrls },
    {
      dispatcherId: workerId, leaseMs: config.webhooks.timeoutMs * 3, lanes: config.webhooks.concurrency,
      caps: { perSubscription: config.webhooks.maxInFlightPerSubscription, perCompany: config.webhooks.maxInFlightPerCompany },
    },
  );
  const runners = {
    retrieve_account_data: useCases.retrieveAccountData, refresh_account_data: useCases.refreshAccountData, generate_report: useCases.generateReport,
    prepare_data_copy: useCases.prepareDataCopy,
  };
  const worker = new JobWorker(repositories.jobs, runners, clock, { workerId, leaseMs: config.jobs.leaseMs, maxInFlightPerCompany: config.jobs.maxInFlightPerCompany });
  const scheduler = new ScheduleRefreshes({
    refreshes: repositories.refreshes, unitOfWork, platforms, clock, batchSize: config.refresh.batchSize,
    concurrencyOf: (family) => (family in config.refresh.concurrency ? config.refresh.concurrency[family] : DEFAULT_REFRESH_CONCURRENCY),
    jobQueued: signal.notify,
  });
  const limiter = createRateLimiter(database, { timeoutMs: config.rateLimits.timeoutMs });
  const rateLimiter = countingRefusals(limiter, metrics);
  const strictRateLimiter = countingRefusals(limiter.within(config.rateLimits.strictTimeoutMs), metrics);
  return {
    config,
    clock,
    database,
    platforms,
    useCases,
    jobs: { worker, signal, scheduler, refreshRoom: new JobSignal() },
    webhooks: { dispatcher, listen: (listener) => database.listenForWebhookEvents(listener) },
    rateLimiter,
    strictRateLimiter,
    idempotency: new SealedIdempotencyStore(createIdempotencyStore(database), secrets),
    retention: new PurgeExpiredRecords({ retention: createRetentionStore(database), clock, policy: config.retention }),
    metrics,
    drain,
    backups: {
      take: new TakeBackup({
        database, source: config.database.kind, dataDir: config.dataDir, selfMadeSigningFiles: selfMadeSigningFiles(config.reportSigning), clock,
        credentialsKey: () => loadCredentialsKey({ CREDENTIALS_KEY: config.credentialsKey ?? undefined }, config.dataDir),
      }),
      folder: new BackupFolder(config.backups.dir),
    },
    close: async () => {
      ownSender?.close();
      await renderer.close?.();
      await rateLimiter.close();
      if (!overrides.database) await database.close();
    },
  };
}

function reportSigningKeysOf(config: AppConfig): ReportSigningKeys {
  const { p12, password, sandboxP12, sandboxPassword } = config.reportSigning;
  return loadReportSigningKeys({
    REPORT_SIGNING_P12: p12 ?? undefined, REPORT_SIGNING_P12_PASSWORD: password ?? undefined,
    REPORT_SANDBOX_SIGNING_P12: sandboxP12 ?? undefined, REPORT_SANDBOX_SIGNING_P12_PASSWORD: sandboxPassword ?? undefined,
  }, config.dataDir);
}

/**
 * A signed PDF/A-3b, on `REPORT_RENDER_THREADS` worker threads (started on the first report), or with 0 on the event
 * loop, the fonts read here rather than in the first report.
 */
function reportRenderer(keys: ReportSigningKeys, threads: number): ReportDocumentRenderer & { close?: () => Promise<void> } {
  if (threads > 0) return new WorkerThreadReportDocumentRenderer({ keys, threads });
  return new SignedReportDocumentRenderer(new PdfkitReportDocumentRenderer(), createReportSigners(keys));
}

function describeCircuit(state: CircuitState): string {
  return state.state === 'open'
    ? `The database is not answering (${state.reason}): every call answers 503 at once until it answers again.`
    : 'The database answers again: calls go through.';
}

function describeReplica({ index, state, reason }: ReplicaStatus): string {
  return state === 'up' ? `Read replica ${index} serves reads again.` : `Read replica ${index} is skipped (reads go to the primary): ${reason}.`;
}

const webhookLog = new Logger('Webhooks');

/** The detail the delivery log does not show its client (which port refused, reset or stayed silent). */
const reportLog = new Logger('Reports');

/** One line per report made, with the time of its figures and of its PDF (what `npm run bench:reports` reads). */
function logReportGeneration({ reportId, status, figuresMs, pdfMs, pdfBytes }: ReportGeneration): void {
  reportLog.log({ msg: `Report ${reportId} ${status}`, reportId, status, figuresMs: round1(figuresMs), pdfMs: round1(pdfMs), pdfBytes });
}

const round1 = (ms: number) => Math.round(ms * 10) / 10;

function logDeliveryFailure({ webhookId, host, detail }: DeliveryFailure): void {
  webhookLog.warn(`Webhook ${webhookId}: no answer from ${host}: ${detail}`);
}

function warnOnStderr(lines: readonly string[]): void {
  for (const line of lines) process.stderr.write(`Warning: ${line}\n`);
}
