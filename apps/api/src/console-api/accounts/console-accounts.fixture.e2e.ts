import { RESET_BUDGET_MS } from '@gig/testing';
import type { ApiClient } from '../../testing/api-client';
import type { E2e } from '../../testing/e2e-setup';
import { ConsoleClient, signInMember } from '../../testing/console-client';

const DOCUMENT = {
  users: [
    { external_id: 'worker-1', accounts: [
      { platform: 'uber', country: 'mx', identifier: 'ana@example.com', last_successful_connection: '2025-03-10' },
      { platform: 'didi', country: 'mx', identifier: '+525511111111' },
    ] },
    { external_id: 'worker-2', accounts: [{ platform: 'rappi', country: 'co', identifier: 'luis@example.com', last_successful_connection: '2025-03-12' }] },
  ],
};

export interface ConsoleAccountsFixture {
  readonly api: ApiClient;
  readonly admin: ConsoleClient;
  readonly viewer: ConsoleClient;
  /** worker-1's, connected. */
  readonly uber: string;
  /** worker-1's, never connected (pending). */
  readonly didi: string;
  /** worker-2's, connected and banned. */
  readonly rappi: string;
  /** Another company's account. */
  readonly theirs: string;
}

/** The suite's company with a subscription and three accounts, another company with one, and an admin and a viewer signed in to the first. */
export async function seedConsoleAccounts({ h, company, api }: E2e): Promise<ConsoleAccountsFixture> {
  await api.post('/v1/webhooks', { url: 'https://hooks.lender.example/gig', name: 'Loans' });
  const imported = await h.importUsers(company.company_id, DOCUMENT);
  const [uber, didi] = imported.users[0].accounts.map((a) => a.account_id);
  const rappi = imported.users[1].accounts[0].account_id;
  await h.database.dataSource.query(`UPDATE accounts SET warning = 'banned' WHERE id = $1`, [rappi]);
  const other = await h.createCompany('Other Lending');
  const theirs = (await h.importUsers(other.company_id, { users: [{ external_id: 'worker-1', accounts: [DOCUMENT.users[0].accounts[0]] }] })).users[0].accounts[0].account_id;
  const admin = await signInMember(h.app, company.company_id, 'admin');
  const viewer = await signInMember(h.app, company.company_id, 'viewer');
  return { api, admin, viewer, uber, didi, rappi, theirs };
}

/** The fixture, seeded afresh before each test of the suite (read it inside a test, as `e2eSetup`'s). */
export function useConsoleAccounts(e2e: E2e): ConsoleAccountsFixture {
  const fixture = {} as ConsoleAccountsFixture;
  beforeEach(async () => {
    Object.assign(fixture, await seedConsoleAccounts(e2e));
  }, RESET_BUDGET_MS);
  return fixture;
}
