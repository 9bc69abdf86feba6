import type { DailyEarning } from '@gig/domain';
import { anAccount, seedUser, useHarness } from '@gig/testing';
import { openTestDatabase } from '../testing/test-database';

const TARGETS: [string, string | undefined][] = [['embedded PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) TARGETS.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

describe.each(TARGETS)('TypeOrmEarningsRepository.findForUser on %s', (_name, postgresUrl) => {
  const harness = useHarness(async () => {
    const database = await openTestDatabase(postgresUrl);
    return { ...database, reset: database.truncate };
  });

  it('interleaves the accounts’ days by day, then oldest account first, each row with its own currency', async () => {
    const repos = harness().repositories;
    const { company, user } = await seedUser(repos);
    const older = anAccount(user, { createdAt: new Date('2025-01-01T00:00:00Z') });
    const newer = anAccount(user, { platform: 'rappi', identifier: 'x@example.com', createdAt: new Date('2025-01-02T00:00:00Z') });
    await repos.accounts.create(newer);
    await repos.accounts.create(older);
    const row = (accountId: string, earningDate: string, currency: string, countTrips: number | null = null): DailyEarning =>
      ({ accountId, earningDate, amountCents: Number(earningDate.slice(-2)), currency, countTrips });
    const rows = [
      row(newer.id, '2025-01-01', 'cop'), row(older.id, '2025-01-02', 'mxn', 3), row(newer.id, '2025-01-02', 'cop'),
      row(older.id, '2025-01-03', 'usd', 0), row(older.id, '2025-01-05', 'mxn', 1), row(newer.id, '2025-01-06', 'cop'),
    ];
    await repos.earnings.upsert([...rows].reverse());
    const found = await repos.earnings.findForUser(company.id, { userId: user.id }, { start: '2025-01-01', end: '2025-01-05' });
    expect(found?.accounts.map((a) => a.id)).toEqual([older.id, newer.id]);
    expect(found?.rows).toEqual(rows.slice(0, 5));
  });
});
