import { accountStatus } from '@gig/sdk/account-status';
import type { AccountStatus, SessionAccount, WidgetPlatform } from '../api/connect-api.types';

/** Unfinished: the worker resumes it from its own row (the code or password it still needs). */
export const UNFINISHED: readonly AccountStatus[] = [accountStatus.pending, accountStatus.incomplete];

/**
 * Statuses whose platform is not offered again under "Connect another platform": connected (or its data
 * being read), unfinished (resumed from its row), or to reconnect in place (`requires_auth`, from its row).
 * A failed login (`error`) and a disconnected account are offered: a new login reuses the same account.
 */
export const NOT_OFFERED: readonly AccountStatus[] = [accountStatus.success, accountStatus.syncing, ...UNFINISHED, accountStatus.requiresAuth];

export const isUnfinished = (status: AccountStatus): boolean => UNFINISHED.includes(status);

/** The widget's platforms the worker can still connect, in the widget's order. */
export function offeredPlatforms(platforms: readonly WidgetPlatform[], accounts: readonly SessionAccount[] | undefined): WidgetPlatform[] {
  const taken = new Set((accounts ?? []).filter((a) => NOT_OFFERED.includes(a.status)).map((a) => a.platform));
  return platforms.filter((p) => !taken.has(p.code));
}
