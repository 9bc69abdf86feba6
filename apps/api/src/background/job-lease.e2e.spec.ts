import { DomainError, JobWorker, PlatformConnector, RetrieveAccountData } from '@gig/domain';
import { fixedClock, CLOSE_BUDGET_MS, OPEN_BUDGET_MS, RESET_BUDGET_MS } from '@gig/testing';
import { AesGcmSecretBox } from '@gig/persistence';
import { openTestDatabase } from '@gig/persistence/testing';
import { randomBytes } from 'node:crypto';
import { ApiHarness, composeForTests, onEveryDatabase, openApiHarness, TestDatabase } from '../testing/api-harness';
import { apiClient } from '../testing/api-client';
import { overriddenConnector } from '../testing/overridden-connector';

const LEASE_MS = 60_000;

/** Polls until `check` holds; fails after a few seconds of real time. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

onEveryDatabase((name, postgresUrl) => {
  describe(`Job leases on ${name}`, () => {
    let database: TestDatabase;
    let harness: ApiHarness;
    let retrieve: RetrieveAccountData;
    const clock = fixedClock();
    let retrievals = 0;
    let firstFailsWith: DomainError | null = null;
    let release: () => void = () => undefined;
    let started: Promise<void> = Promise.resolve();

    /** The first retrieval stalls until released (then fails if asked to); later ones go straight through. */
    const stallingFirst = (connector: PlatformConnector): PlatformConnector => overriddenConnector(connector, {
      retrieve: async (r) => {
        if (++retrievals > 1) return connector.retrieve(r);
        await new Promise<void>((resolve) => (release = resolve));
        if (firstFailsWith) throw firstFailsWith;
        return connector.retrieve(r);
      },
    });

    beforeAll(async () => {
      database = await openTestDatabase(postgresUrl);
      const secretKey = randomBytes(32);
      harness = await openApiHarness({ database, clock, secretKey });
      const workers = await composeForTests(database, { clock, secrets: new AesGcmSecretBox(secretKey), wrapSandboxConnector: stallingFirst });
      retrieve = workers.useCases.retrieveAccountData;
    }, OPEN_BUDGET_MS);
    afterAll(async () => {
      await harness.close();
      await database.close();
    }, CLOSE_BUDGET_MS);
    beforeEach(async () => {
      await harness.reset();
      retrievals = 0;
      firstFailsWith = null;
    }, RESET_BUDGET_MS);

    const worker = (workerId: string, renewEveryMs: number) => new JobWorker(database.repositories.jobs, { retrieve_account_data: retrieve, refresh_account_data: retrieve, generate_report: retrieve, prepare_data_copy: retrieve }, clock, { workerId, leaseMs: LEASE_MS, renewEveryMs });

    async function syncingAccount() {
      const company = await harness.createCompany();
      const api = apiClient(harness.app, company.private_key);
      const userId = await api.createUser();
      const created = await api.post('/v1/accounts', { identifier: 'ana@example.com', platform: 'uber', country: 'mx', user_id: userId }).expect(201);
      const accountId: string = created.body.data.account_id;
      await api.post(`/v1/accounts/${accountId}/validate`, { otp_code: '123456' }).expect(200);
      started = eventually(async () => retrievals > 0);
      const status = async () => (await api.get(`/v1/accounts/${accountId}`).expect(200)).body.data.status as string;
      return { accountId, status };
    }

    const lockedUntil = async (accountId: string): Promise<number | null> => {
      const [row] = await database.dataSource.query('SELECT locked_until FROM jobs WHERE account_id = $1', [accountId]);
      return row?.locked_until ? new Date(row.locked_until).getTime() : null;
    };
    const jobCount = async () => (await database.dataSource.query('SELECT count(*)::int AS n FROM jobs'))[0].n as number;

    it('keeps a retrieval slower than its lease to one worker: renewal keeps the second one off', async () => {
      const { accountId, status } = await syncingAccount();
      const first = worker('worker-1', 5);
      const second = worker('worker-2', 5);
      const running = first.runOnce();
      await started;
      for (let step = 0; step < 6; step++) {
        clock.advance(LEASE_MS / 2);
        await eventually(async () => (await lockedUntil(accountId)) === clock.now().getTime() + LEASE_MS);
        expect(await second.runOnce()).toBe(false);
      }
      release();
      expect(await running).toBe(true);
      expect(retrievals).toBe(1);
      expect(await status()).toBe('success');
      expect(await jobCount()).toBe(0);
    });

    it('runs a job whose holder stopped renewing on another worker, and drops the late outcome of the first', async () => {
      const { status } = await syncingAccount();
      firstFailsWith = new DomainError('invalid_credentials', 'The platform refused the login.');
      const stalled = worker('worker-1', 600_000);
      const running = stalled.runOnce();
      await started;
      clock.advance(LEASE_MS);
      expect(await worker('worker-2', 5).runOnce()).toBe(true);
      expect(retrievals).toBe(2);
      expect(await status()).toBe('success');
      release();
      expect(await running).toBe(true);
      expect(await status()).toBe('success');
      expect(await jobCount()).toBe(0);
    });
  });
});
