import { Environment } from '@gig/domain';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS, RESET_BUDGET_MS } from '@gig/testing';
import { ApiHarness, ApiHarnessOptions, openApiHarness } from './api-harness';
import { ApiClient, apiClient } from './api-client';

export type TestCompany = Awaited<ReturnType<ApiHarness['createCompany']>>;

/** What an end-to-end suite works with: one harness, and before each test a fresh company with a client for each of its keys. */
export interface E2e {
  readonly h: ApiHarness;
  readonly company: TestCompany;
  readonly api: ApiClient;
  readonly publicApi: ApiClient;
}

export interface E2eSetupOptions extends ApiHarnessOptions {
  /** The company each test starts with (default: the harness's 'Acme Lending'). */
  readonly companyName?: string;
  readonly environment?: Environment;
}

/** Opens one harness for the enclosing `describe` and closes it after, each within its time budget. */
export function harnessSetup(options: ApiHarnessOptions = {}): { readonly h: ApiHarness } {
  const setup = {} as { h: ApiHarness };
  beforeAll(async () => {
    setup.h = await openApiHarness(options);
  }, OPEN_BUDGET_MS);
  afterAll(() => setup.h.close(), CLOSE_BUDGET_MS);
  return setup;
}

/**
 * `harnessSetup`, and before each test the harness emptied and a company created, within the reset budget.
 * A suite's own `beforeEach` declared after this call runs after the company exists.
 */
export function e2eSetup(options: E2eSetupOptions = {}): E2e {
  const { companyName, environment, ...harness } = options;
  const e2e = harnessSetup(harness) as { -readonly [K in keyof E2e]: E2e[K] };
  beforeEach(async () => {
    await e2e.h.reset();
    e2e.company = await e2e.h.createCompany(companyName, environment);
    e2e.api = apiClient(e2e.h.app, e2e.company.private_key);
    e2e.publicApi = apiClient(e2e.h.app, e2e.company.public_key);
  }, RESET_BUDGET_MS);
  return e2e;
}
