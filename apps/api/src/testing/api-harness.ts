import type { INestApplication } from '@nestjs/common';
import {
  Clock,
  CreateCompany,
  CreatedCompany,
  DomainError,
  ExchangeRates,
  ImportUsers,
  JobWorker,
  PlatformConnector,
  PlatformConnectors,
  UsdRateRequest,
  usdRateTable,
} from '@gig/domain';
import { AesGcmSecretBox, openTestDatabase } from '@gig/persistence';
import { createSandboxConnectors } from '@gig/sandbox';
import { randomBytes } from 'node:crypto';
import { RoutingPlatformConnectors } from '../connectors/routing.platform-connectors';
import { createApp } from '../create-app';

/** A clock tests move by hand; nothing ever sleeps. */
export class TestClock implements Clock {
  private current: Date;
  constructor(private readonly start: Date = new Date('2025-03-15T12:00:00.000Z')) {
    this.current = start;
  }
  now = (): Date => new Date(this.current.getTime());
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
  /** Back to the time it started at, for the next test. */
  reset(): void {
    this.current = this.start;
  }
}

export const fixedClock = (iso = '2025-03-15T12:00:00.000Z'): TestClock => new TestClock(new Date(iso));

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
}

export interface ApiHarness {
  app: INestApplication;
  rates: TableExchangeRates;
  clock: TestClock;
  database: TestDatabase;
  /** Runs every due background job now (the in-process worker is off in tests). */
  runJobs(): Promise<number>;
  createCompany(name?: string): Promise<CreatedCompany>;
  importUsers(companyId: string, document: unknown): ReturnType<ImportUsers['execute']>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** The whole API over a test database (PGlite, or PostgreSQL when a URL is given) and the sandbox platforms. */
export async function openApiHarness(options: ApiHarnessOptions = {}): Promise<ApiHarness> {
  const clock = options.clock ?? fixedClock();
  const database = options.database ?? (await openTestDatabase(options.postgresUrl));
  const rates = new TableExchangeRates({ mxn: '20', cop: '4000', brl: '5.5' });
  const exchangeRates = options.exchangeRatesFor ? options.exchangeRatesFor(database, clock) : rates;
  const sandbox = createSandboxConnectors(clock);
  const wrap = options.wrapConnector ?? ((connector: PlatformConnector) => connector);
  const connectors: PlatformConnectors = new RoutingPlatformConnectors((platform) => wrap(sandbox.connectorFor(platform)), {});
  const app = await createApp({
    database,
    exchangeRates,
    connectors,
    secrets: new AesGcmSecretBox(options.secretKey ?? randomBytes(32)),
    clock,
    logLevel: (process.env.TEST_LOG_LEVEL as 'silent' | undefined) ?? 'silent',
    apiKeyCacheMs: 0,
    jobs: { enabled: false, pollMs: 1000, workerId: `test-${randomBytes(4).toString('hex')}`, leaseMs: 60_000 },
  });
  return {
    app,
    rates,
    clock,
    database,
    runJobs: () => app.get(JobWorker).drain(),
    createCompany: (name = 'Acme Lending') => new CreateCompany(database.unitOfWork, clock).execute(name),
    importUsers: (companyId, document) => new ImportUsers(database.unitOfWork, clock).execute(companyId, document),
    reset: async () => {
      await database.truncate();
      clock.reset();
      rates.calls = [];
      rates.down = false;
    },
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/** Runs a suite once on embedded PGlite and, when TEST_DATABASE_URL is set, once on PostgreSQL. */
export function onEveryDatabase(suite: (name: string, postgresUrl?: string) => void): void {
  suite('PGlite');
  if (process.env.TEST_DATABASE_URL) suite('PostgreSQL', process.env.TEST_DATABASE_URL);
}
