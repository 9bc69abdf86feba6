import type { INestApplication } from '@nestjs/common';
import { Clock, DomainError, Environment, ExchangeRates, PlatformConnector, PlatformFamilyDescriptor, UsdRateRequest, usdRateTable, WebhookSender } from '@gig/domain';
import { AesGcmSecretBox, ScryptPasswordHasher } from '@gig/persistence';
import { openTestDatabase } from '@gig/persistence/testing';
import { fixedClock, TestClock } from '@gig/testing';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSelfSignedReportCertificate, ReportSigningKey, ReportSigningKeys } from '@gig/pdf-report';
import { CreatedCompanyJson, presentCreatedCompany } from '../composition/admin/company.presenter';
import { readImportDocument } from '../composition/admin/import-document.reader';
import { ImportedUsersJson, presentImportedUsers } from '../composition/admin/imported-users.presenter';
import { compose, Composition, CompositionOverrides } from '../composition/compose';
import { AppConfig, loadAppConfig } from '../platform/config/app-config';
import { PLATFORM_FAMILIES } from '../platform/families/platform-families';
import { createApp } from '../composition/create-app';
import { ConformanceRecord, conformanceOf } from './openapi-conformance';

/** Exchange rates from a fixed table of units per USD, counting calls; `down` makes it unavailable. */
export class TableExchangeRates implements ExchangeRates {
  calls: UsdRateRequest[] = [];
  down = false;
  constructor(private readonly unitsPerUsd: Record<string, string>) {}

  async usdRates(request: UsdRateRequest) {
    this.calls.push(request);
    if (this.down) throw new DomainError('service_unavailable', 'Exchange rates are unavailable right now.');
    return usdRateTable(
      request.currencies.flatMap((currency) =>
        request.dates.map((date) => ({ currency, date, unitsPerUsd: this.unitsPerUsd[currency], observedOn: date, provider: 'table' })),
      ),
    );
  }
}

export type TestDatabase = Awaited<ReturnType<typeof openTestDatabase>>;

export interface ApiHarnessOptions {
  readonly postgresUrl?: string;
  readonly clock?: TestClock;
  readonly exchangeRatesFor?: (database: TestDatabase, clock: Clock) => ExchangeRates;
  /** Wraps the sandbox connector, e.g. to count or stall calls. */
  readonly wrapConnector?: (connector: PlatformConnector) => PlatformConnector;
  /** The key sessions are sealed with; a restarted server must be given the same one. */
  readonly secretKey?: Buffer;
  /** Reuse a database (a restart); the harness then leaves it open on close. */
  readonly database?: TestDatabase;
  /** The platform families the app loads; default: the app's list (platform/families/platform-families.ts). */
  readonly families?: readonly PlatformFamilyDescriptor[];
  /** Extraction-service base URLs by variable name, for live companies; default: none. */
  readonly liveUrls?: Readonly<Record<string, string>>;
  /** More settings, as environment variables (e.g. `CORS_ORIGINS`). */
  readonly env?: Readonly<Record<string, string>>;
  /** Posts webhook deliveries instead of HTTP. */
  readonly webhookSender?: WebhookSender;
}

export interface ApiHarness {
  app: INestApplication;
  /** Where the app listens (a port the OS picked): `http://127.0.0.1:<port>`. */
  origin: string;
  rates: TableExchangeRates;
  clock: TestClock;
  database: TestDatabase;
  /** The composed service behind the app (its metrics, its drain signal). */
  composition: Composition;
  /** Runs every due background job now (the in-process worker is off in tests). */
  runJobs(): Promise<number>;
  /** One refresh scheduler tick, repeated until it queues nothing (the scheduler is off in tests unless `REFRESH_ENABLED`); how many it queued. */
  scheduleRefreshes(): Promise<number>;
  /** Attempts every due webhook delivery now (the dispatcher is off in tests unless `WEBHOOKS_ENABLED`); how many. */
  runWebhooks(): Promise<number>;
  /** The company as the admin CLI prints it. */
  createCompany(name?: string, environment?: Environment): Promise<CreatedCompanyJson>;
  /** The import as the admin CLI prints it. */
  importUsers(companyId: string, document: unknown): Promise<ImportedUsersJson>;
  /** Every answer checked against the OpenAPI document; close() fails on any violation. */
  conformance: ConformanceRecord;
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Tests send thousands of requests with one key and many bad keys: limits are on only where a test asks, and then
 * counted without the service's short time budget, which a loaded test machine would exceed (tests of the budget set it).
 */
const NO_RATE_LIMITS = { RATE_LIMIT_PER_MINUTE: '0', CONSOLE_LIMIT_PER_MINUTE: '0', FAILED_AUTH_LIMIT_PER_MINUTE: '0', PUBLIC_READ_LIMIT_PER_MINUTE: '0', PUBLIC_WRITE_LIMIT_PER_MINUTE: '0', VERIFY_LIMIT_PER_MINUTE: '0', RATE_LIMIT_TIMEOUT_MS: '20000' };

/** The service's configuration for tests: no background worker, webhook dispatcher or retention purge, no key cache, no demo, silent logs; `env` adds to it. */
export function testConfig(env: Record<string, string> = {}, families: readonly PlatformFamilyDescriptor[] = PLATFORM_FAMILIES): AppConfig {
  const logLevel = process.env.TEST_LOG_LEVEL ?? 'silent';
  return loadAppConfig({ LOG_LEVEL: logLevel, JOBS_ENABLED: 'false', WEBHOOKS_ENABLED: 'false', REFRESH_ENABLED: 'false', RETENTION_ENABLED: 'false', BACKUP_INTERVAL: 'off', API_KEY_CACHE_SECONDS: '0', SEED_DEMO: 'false', JOB_LEASE_SECONDS: '60', ...NO_RATE_LIMITS, ...env }, families);
}

/** scrypt with a cost tests can afford; the service's own (N=2^15) is checked in the hasher's spec. */
const TEST_PASSWORD_HASHER = new ScryptPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });

/**
 * Self-signed report certificates for tests (no passphrase), live and sandbox, made once per machine and kept in the
 * temp folder: an RSA key pair costs a fifth of a second, which every test file opening a harness would pay again.
 */
export function testReportSigningKeys(): ReportSigningKeys {
  return { live: testCertificate('gig-test-report-signing.p12', 'live'), sandbox: testCertificate('gig-test-report-sandbox-signing.p12', 'sandbox') };
}

function testCertificate(name: string, environment: Environment): ReportSigningKey {
  const file = join(tmpdir(), name);
  if (!existsSync(file)) {
    // Written whole under another name first: a test file running alongside never reads half a certificate.
    const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
    writeFileSync(partial, createSelfSignedReportCertificate('', new Date(), environment), { mode: 0o600 });
    renameSync(partial, file);
  }
  return { p12: readFileSync(file), passphrase: '', source: 'generated' };
}

/** The composition root over a test database, with a fresh sealing key unless one is given; nothing is written under DATA_DIR. */
export function composeForTests(database: TestDatabase, overrides: Omit<CompositionOverrides, 'database'> = {}, env: Record<string, string> = {}): Promise<Composition> {
  return compose(testConfig(env, overrides.families), {
    secrets: new AesGcmSecretBox(randomBytes(32)), warn: () => undefined, passwordHasher: TEST_PASSWORD_HASHER, reportSigningKeys: testReportSigningKeys(), ...overrides, database,
  });
}

/** The whole API over a test database (PGlite, or PostgreSQL when a URL is given) and the sandbox platforms. */
export async function openApiHarness(options: ApiHarnessOptions = {}): Promise<ApiHarness> {
  const clock = options.clock ?? fixedClock();
  const database = options.database ?? (await openTestDatabase(options.postgresUrl));
  const rates = new TableExchangeRates({ mxn: '20', cop: '4000', brl: '5.5' });
  const composition = await composeForTests(
    database,
    {
      clock,
      exchangeRates: () => (options.exchangeRatesFor ? options.exchangeRatesFor(database, clock) : rates),
      wrapSandboxConnector: options.wrapConnector,
      ...(options.secretKey ? { secrets: new AesGcmSecretBox(options.secretKey) } : {}),
      ...(options.families ? { families: options.families } : {}),
      ...(options.webhookSender ? { webhookSender: options.webhookSender } : {}),
    },
    { ...options.liveUrls, ...options.env },
  );
  const app = await createApp(composition);
  // Listening once, on a port the OS picks: supertest would otherwise open and close a server for every request.
  await app.listen(0, '127.0.0.1');
  const conformance = conformanceOf(app, !options.families).watch(app);
  const { useCases } = composition;
  return {
    app,
    origin: `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`,
    rates,
    clock,
    database,
    composition,
    conformance,
    runJobs: () => composition.jobs.worker.drain(),
    scheduleRefreshes: async () => {
      let queued = 0;
      for (let count = await composition.jobs.scheduler.tick(); count > 0; count = await composition.jobs.scheduler.tick()) queued += count;
      return queued;
    },
    runWebhooks: async () => {
      let attempted = 0;
      for (let pass = await composition.webhooks.dispatcher.runOnce(); pass.attempted > 0; pass = await composition.webhooks.dispatcher.runOnce()) attempted += pass.attempted;
      return attempted;
    },
    createCompany: async (name = 'Acme Lending', environment?: Environment) => presentCreatedCompany(await useCases.createCompany.execute(name, environment)),
    importUsers: async (companyId, document) => presentImportedUsers(await useCases.importUsers.execute(companyId, readImportDocument(document))),
    reset: async () => {
      await database.truncate();
      clock.reset();
      rates.calls = [];
      rates.down = false;
    },
    close: async () => {
      await app.close();
      await composition.close();
      if (!options.database) await database.close();
      conformance.assertNoViolations();
    },
  };
}

/** Runs a suite once on embedded PGlite and, when TEST_DATABASE_URL is set, once on PostgreSQL. */
export function onEveryDatabase(suite: (name: string, postgresUrl?: string) => void): void {
  suite('PGlite');
  if (process.env.TEST_DATABASE_URL) suite('PostgreSQL', process.env.TEST_DATABASE_URL);
}
