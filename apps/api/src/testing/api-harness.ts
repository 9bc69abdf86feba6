import type { INestApplication } from '@nestjs/common';
import {
  Clock,
  CreateCompany,
  CreatedCompany,
  DomainError,
  ExchangeRates,
  ImportUsers,
  UsdRateRequest,
  usdRateTable,
} from '@gig/domain';
import { openTestDatabase } from '@gig/persistence';
import { createApp } from '../create-app';

export const fixedClock = (iso = '2025-03-15T12:00:00.000Z'): Clock => ({ now: () => new Date(iso) });

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
        request.dates.map((date) => ({
          currency,
          date,
          unitsPerUsd: this.unitsPerUsd[currency],
          observedOn: date,
          provider: 'table',
        })),
      ),
    );
  }
}

export interface ApiHarness {
  app: INestApplication;
  rates: TableExchangeRates;
  createCompany(name?: string): Promise<CreatedCompany>;
  importUsers(companyId: string, document: unknown): ReturnType<ImportUsers['execute']>;
  reset(): Promise<void>;
  close(): Promise<void>;
  database: TestDatabase;
}

type TestDatabase = Awaited<ReturnType<typeof openTestDatabase>>;

/** The whole API over a fresh test database (PGlite, or PostgreSQL when a URL is given). */
export async function openApiHarness(
  postgresUrl?: string,
  clock = fixedClock(),
  exchangeRatesFor?: (database: TestDatabase, clock: Clock) => ExchangeRates,
): Promise<ApiHarness> {
  const database = await openTestDatabase(postgresUrl);
  const rates = new TableExchangeRates({ mxn: '20', cop: '4000', brl: '5.5' });
  const exchangeRates = exchangeRatesFor ? exchangeRatesFor(database, clock) : rates;
  const app = await createApp({ database, exchangeRates, clock, logLevel: 'silent', apiKeyCacheMs: 0 });
  return {
    app,
    rates,
    database,
    createCompany: (name = 'Acme Lending') => new CreateCompany(database.unitOfWork, clock).execute(name),
    importUsers: (companyId, document) => new ImportUsers(database.unitOfWork, clock).execute(companyId, document),
    reset: async () => {
      await database.truncate();
      rates.calls = [];
      rates.down = false;
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Runs a suite once on embedded PGlite and, when TEST_DATABASE_URL is set, once on PostgreSQL. */
export function onEveryDatabase(suite: (name: string, postgresUrl?: string) => void): void {
  suite('PGlite');
  if (process.env.TEST_DATABASE_URL) suite('PostgreSQL', process.env.TEST_DATABASE_URL);
}
