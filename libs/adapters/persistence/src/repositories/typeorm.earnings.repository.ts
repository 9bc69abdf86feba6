import type { DailyEarning, DateRange, EarningsRepository } from '@gig/domain';
import type { EntityManager } from 'typeorm';

/** Rows per INSERT statement: five arrays of this length travel as parameters. */
const UPSERT_BATCH = 5_000;

interface EarningRecord {
  account_id: string;
  earning_date: string;
  amount_cents: string | number;
  currency: string;
  count_trips: number | null;
}

export class TypeOrmEarningsRepository implements EarningsRepository {
  constructor(private readonly manager: EntityManager) {}

  async upsert(rows: readonly DailyEarning[]): Promise<void> {
    for (let start = 0; start < rows.length; start += UPSERT_BATCH) {
      const batch = rows.slice(start, start + UPSERT_BATCH);
      await this.manager.query(
        `INSERT INTO daily_earnings (account_id, earning_date, amount_cents, currency, count_trips)
         SELECT * FROM unnest($1::uuid[], $2::date[], $3::bigint[], $4::text[], $5::integer[])
         ON CONFLICT (account_id, earning_date) DO UPDATE
           SET amount_cents = EXCLUDED.amount_cents, currency = EXCLUDED.currency, count_trips = EXCLUDED.count_trips`,
        [
          batch.map((r) => r.accountId),
          batch.map((r) => r.earningDate),
          batch.map((r) => String(r.amountCents)),
          batch.map((r) => r.currency),
          batch.map((r) => r.countTrips),
        ],
      );
    }
  }

  async listForAccounts(accountIds: readonly string[], range: DateRange): Promise<DailyEarning[]> {
    if (accountIds.length === 0) return [];
    const records: EarningRecord[] = await this.manager.query(
      `SELECT account_id, earning_date::text AS earning_date, amount_cents::text AS amount_cents, currency, count_trips
         FROM daily_earnings
        WHERE account_id = ANY($1::uuid[]) AND earning_date BETWEEN $2::date AND $3::date
        ORDER BY earning_date, account_id`,
      [accountIds, range.start, range.end],
    );
    return records.map((r) => ({
      accountId: r.account_id,
      earningDate: r.earning_date,
      amountCents: Number(r.amount_cents),
      currency: r.currency,
      countTrips: r.count_trips,
    }));
  }
}
