import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UsdRateCache1763700000001 implements MigrationInterface {
  name = 'UsdRateCache1763700000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE usd_rate_observations (
      provider text NOT NULL,
      currency text NOT NULL CHECK (currency ~ '^[a-z]{3}$'),
      observed_on date NOT NULL,
      units_per_usd numeric NOT NULL CHECK (units_per_usd > 0),
      fetched_at timestamptz NOT NULL,
      CONSTRAINT usd_rate_observations_pkey PRIMARY KEY (provider, currency, observed_on))`);
    await db.query(`CREATE TABLE usd_rate_fetches (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      provider text NOT NULL,
      currency text NOT NULL,
      from_date date NOT NULL,
      to_date date NOT NULL,
      fetched_at timestamptz NOT NULL,
      CHECK (from_date <= to_date))`);
    await db.query(`CREATE INDEX usd_rate_fetches_lookup_idx ON usd_rate_fetches (provider, currency, from_date, to_date)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS usd_rate_fetches');
    await db.query('DROP TABLE IF EXISTS usd_rate_observations');
  }
}
