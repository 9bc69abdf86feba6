import type { Company } from '../companies/company';
import type { Job } from '../jobs/job';
import type { Platform } from '../platforms/platform';
import type { Account } from './account';
import type { AccountStatus } from './account-lifecycle';
import type { AccountRepository } from '../ports/account-repository.port';
import type { CompanyRepository } from '../ports/company-repository.port';
import type { UserRepository } from '../ports/user-repository.port';
import type { PlatformRegistry } from '../platforms/platform-registry';

/** The account a retrieval or refresh job is about, with what its run needs beside it. */
export interface JobSubject {
  readonly account: Account;
  readonly platform: Platform;
  readonly company: Company;
  /** The company's own id of the account's user, for the events. */
  readonly externalId: string | null;
}

export interface JobSubjectDeps {
  readonly accounts: Pick<AccountRepository, 'findAnyById'>;
  readonly users: Pick<UserRepository, 'findByRef'>;
  readonly companies: Pick<CompanyRepository, 'findById'>;
  readonly platforms: PlatformRegistry;
}

/**
 * The subject of `job`, or null when the job has nothing left to do: the account, its platform or its company is gone,
 * or the account's status is no longer one `runsIn` takes.
 */
export async function findJobSubject(deps: JobSubjectDeps, job: Job, runsIn: (status: AccountStatus) => boolean): Promise<JobSubject | null> {
  const account = await deps.accounts.findAnyById(job.subjectId);
  const platform = account && deps.platforms.find(account.platform);
  if (!account || !platform || !runsIn(account.status)) return null;
  const company = await deps.companies.findById(account.companyId);
  if (!company) return null;
  const externalId = (await deps.users.findByRef(account.companyId, { userId: account.userId }))?.externalId ?? null;
  return { account, platform, company, externalId };
}
