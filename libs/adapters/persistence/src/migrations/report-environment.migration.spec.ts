import { ConnectTokenIssuers1763700000025 } from './1763700000025-connect-token-issuers.migration';
import { ReportEnvironment1763700000024 } from './1763700000024-report-environment.migration';
import { migrationSpecRunner } from './migration.spec-setup';

const columns = async (runner: ReturnType<typeof migrationSpecRunner>['runner'], table: string, names: string[]) =>
  ((await runner.query(`SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND column_name = ANY ($2) ORDER BY column_name`, [table, names])) as { column_name: string }[])
    .map((row) => row.column_name);

describe('ReportEnvironment and ConnectTokenIssuers migrations (embedded PGlite)', () => {
  const spec = migrationSpecRunner();

  it('gives the reports made before it their company’s environment, refuses any other value, and goes down and up again', async () => {
    const migration = new ReportEnvironment1763700000024();
    await migration.down(spec.runner);
    expect(await columns(spec.runner, 'reports', ['environment'])).toEqual([]);
    const [live, sandbox] = (await spec.runner.query(
      `INSERT INTO companies (id, name, environment) VALUES (gen_random_uuid(), 'Live', 'live'), (gen_random_uuid(), 'Sandbox', 'sandbox') RETURNING id::text AS id`,
    )) as { id: string }[];
    for (const company of [live, sandbox]) {
      const [user] = (await spec.runner.query(`INSERT INTO users (id, company_id) VALUES (gen_random_uuid(), $1) RETURNING id::text AS id`, [company.id])) as { id: string }[];
      await spec.runner.query(
        `INSERT INTO reports (id, company_id, user_id, language, start_date, end_date, created_at, status) VALUES (gen_random_uuid(), $1, $2, 'es', '2026-01-01', '2026-01-31', now(), 'generating')`,
        [company.id, user.id],
      );
    }
    await migration.up(spec.runner);
    const environments = (await spec.runner.query(`SELECT c.name, r.environment FROM reports r JOIN companies c ON c.id = r.company_id ORDER BY c.name`)) as unknown[];
    expect(environments).toEqual([{ name: 'Live', environment: 'live' }, { name: 'Sandbox', environment: 'sandbox' }]);
    await expect(spec.runner.query(`UPDATE reports SET environment = 'staging'`)).rejects.toThrow();
  });

  it('adds the token’s issuer and revocation, and goes down and up again', async () => {
    const migration = new ConnectTokenIssuers1763700000025();
    const added = ['api_key_id', 'member_id', 'revoked_at'];
    expect(await columns(spec.runner, 'connect_tokens', added)).toEqual(added);
    await migration.down(spec.runner);
    expect(await columns(spec.runner, 'connect_tokens', added)).toEqual([]);
    await migration.up(spec.runner);
    expect(await columns(spec.runner, 'connect_tokens', added)).toEqual(added);
  });
});
