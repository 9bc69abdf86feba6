import { OPEN_BUDGET_MS } from '@gig/testing';
import { migrationSpecRunner } from './migration.spec-setup';
import { InitialSchema1763700000000 } from './1763700000000-initial-schema.migration';
import { UsdRateCache1763700000001 } from './1763700000001-usd-rate-cache.migration';
import { ConnectionFlow1763700000002 } from './1763700000002-connection-flow.migration';

const COMPANY = '10000000-0000-4000-8000-000000000001';
const USER = '20000000-0000-4000-8000-000000000001';
const ACCOUNT = '30000000-0000-4000-8000-000000000001';

describe('ConnectionFlow migration (embedded PGlite)', () => {
  const spec = migrationSpecRunner({ migrate: false });

  /** Each test starts from the schema as the previous migration left it, with one synced account. */
  beforeEach(async () => {
    await spec.runner.query('DROP SCHEMA public CASCADE');
    await spec.runner.query('CREATE SCHEMA public');
    await new InitialSchema1763700000000().up(spec.runner);
    await new UsdRateCache1763700000001().up(spec.runner);
    await spec.runner.query(`INSERT INTO companies (id, name) VALUES ('${COMPANY}', 'Acme')`);
    await spec.runner.query(`INSERT INTO users (id, company_id) VALUES ('${USER}', '${COMPANY}')`);
    await spec.runner.query(`INSERT INTO accounts (id, company_id, user_id, platform, country, identifier, last_successful_connection, created_at)
      VALUES ('${ACCOUNT}', '${COMPANY}', '${USER}', 'uber', 'mx', 'a@example.com', '2025-01-31', '2025-01-03T04:05:06.789Z')`);
  }, OPEN_BUDGET_MS);

  const insertAccount = (column: string, value: string) =>
    spec.runner.query(`INSERT INTO accounts (id, company_id, user_id, platform, country, identifier, ${column})
      VALUES ('30000000-0000-4000-8000-000000000002', '${COMPANY}', '${USER}', 'didi', 'mx', 'b@example.com', '${value}')`);

  it('leaves accounts synced before it as success, updated when they were created', async () => {
    await new ConnectionFlow1763700000002().up(spec.runner);
    const [row] = await spec.runner.query(`SELECT status, status_details, warning, next_step, session_sealed, updated_at = created_at AS same FROM accounts`);
    expect(row).toEqual({ status: 'success', status_details: null, warning: null, next_step: null, session_sealed: null, same: true });
  });

  it('refuses a status, warning or next step outside the catalogue', async () => {
    await new ConnectionFlow1763700000002().up(spec.runner);
    await expect(insertAccount('status', 'done')).rejects.toThrow(/accounts_status_check/);
    await expect(insertAccount('warning', 'suspended')).rejects.toThrow(/accounts_warning_check/);
    await expect(insertAccount('next_step', 'sms')).rejects.toThrow(/accounts_next_step_check/);
    await expect(insertAccount('warning', 'rider_account')).resolves.toBeDefined();
  });

  it('goes down to the previous schema and up again', async () => {
    const migration = new ConnectionFlow1763700000002();
    await migration.up(spec.runner);
    await migration.down(spec.runner);
    const tables: { table_name: string }[] = await spec.runner.query(
      `SELECT table_name FROM information_schema.tables WHERE table_name IN ('jobs', 'login_limits', 'account_profiles', 'account_employment')`,
    );
    expect(tables).toEqual([]);
    await migration.up(spec.runner);
    expect(await spec.runner.query(`SELECT count(*)::int AS n FROM accounts WHERE status = 'success'`)).toEqual([{ n: 1 }]);
  });
});
