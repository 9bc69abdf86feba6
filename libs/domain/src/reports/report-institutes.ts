import { accountStatus } from '../accounts/account-lifecycle';
import type { InstituteEmployment } from '../insights/formal-employment-insights';
import type { AccountDataRepository } from '../ports/account-data-repository.port';
import type { AccountRepository } from '../ports/account-repository.port';

/** The platforms whose employment history a report's formal-employment block reads. */
export const INSTITUTE_PLATFORMS: readonly string[] = ['imss', 'issste'];

export interface ReportInstitutesDeps {
  readonly accounts: Pick<AccountRepository, 'listByUser'>;
  readonly accountData: Pick<AccountDataRepository, 'findEmployment'>;
}

/** The user's imss and issste accounts in `success`, each with its whole employment record. */
export async function reportInstitutes(deps: ReportInstitutesDeps, companyId: string, userId: string): Promise<InstituteEmployment[]> {
  const accounts = (await deps.accounts.listByUser(companyId, userId))
    .filter((account) => account.status === accountStatus.success && INSTITUTE_PLATFORMS.includes(account.platform));
  return Promise.all(accounts.map(async (account) => ({ accountId: account.id, employment: await deps.accountData.findEmployment(account.id) })));
}
