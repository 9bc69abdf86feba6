import { assertAccess, Principal } from '../auth/principal';
import type { AccountTimeline, TimelineEntry } from '../ports/account-timeline.port';
import { AccountFinder, findCompanyAccount } from './company-account';

/** How many of an account's latest events its timeline shows. */
export const TIMELINE_LIMIT = 200;

/** An account's events, oldest first, each with where it was delivered; another company's account is not found. */
export class GetAccountTimeline {
  constructor(private readonly deps: { accounts: AccountFinder; timeline: AccountTimeline }) {}

  async execute(principal: Principal, accountId: string): Promise<TimelineEntry[]> {
    assertAccess(principal, 'read');
    const account = await findCompanyAccount(this.deps.accounts, principal.company.id, accountId);
    return this.deps.timeline.list(principal.company.id, account.id, TIMELINE_LIMIT);
  }
}
