import { pathTo } from '../router/routes';

/** What the search box found: the console page to open and what it is, in words. */
export interface SearchTarget {
  readonly kind: 'user' | 'account' | 'report';
  readonly path: string;
}

/** The three /v1 reads the search asks, each resolving to null when nothing has that id. */
export interface SearchLookups {
  readonly userByExternalId: (externalId: string) => Promise<{ user_id: string } | null>;
  readonly account: (accountId: string) => Promise<{ account_id: string } | null>;
  readonly report: (reportId: string) => Promise<{ report_id: string; user_id: string } | null>;
}

/**
 * Asks the three reads at once and opens, in this order, the user with that external id, the account, or the
 * user page of the report (where its reports are listed). Null when none has it; a read that failed is thrown
 * only when no other found anything.
 */
export async function findTarget(query: string, lookups: SearchLookups): Promise<SearchTarget | null> {
  const text = query.trim();
  if (text === '') return null;
  const answers = await Promise.allSettled([lookups.userByExternalId(text), lookups.account(text), lookups.report(text)] as const);
  const [user, account, report] = answers.map((answer) => (answer.status === 'fulfilled' ? answer.value : null)) as [
    Awaited<ReturnType<SearchLookups['userByExternalId']>>,
    Awaited<ReturnType<SearchLookups['account']>>,
    Awaited<ReturnType<SearchLookups['report']>>,
  ];
  if (user) return { kind: 'user', path: pathTo.user(user.user_id) };
  if (account) return { kind: 'account', path: pathTo.account(account.account_id) };
  if (report) return { kind: 'report', path: pathTo.user(report.user_id) };
  const failed = answers.find((answer): answer is PromiseRejectedResult => answer.status === 'rejected');
  if (failed) throw failed.reason;
  return null;
}
