import type { Disconnector } from '../accounts/account-lifecycle';

/** What the history keeps of a worker's rights (issue 43): each action with its time and the address it came from. */
export type RightsAction = 'disconnect' | 'copy' | 'request' | 'complete' | 'decline';
export const RIGHTS_ACTIONS: readonly RightsAction[] = ['disconnect', 'copy', 'request', 'complete', 'decline'];

/** One action in a worker's consent history. */
export interface ConsentHistoryEntry {
  readonly id: string;
  readonly companyId: string;
  /** Null once the user was deleted (a completed deletion keeps its evidence). */
  readonly userId: string | null;
  readonly action: RightsAction;
  /** The account disconnected or the request asked, completed or declined; null for a copy. */
  readonly subjectId: string | null;
  /** Who acted: the worker (connect token) or the company (key or console). */
  readonly by: Disconnector;
  /** The caller's address as the service saw it. */
  readonly ipAddress: string;
  readonly at: Date;
}
