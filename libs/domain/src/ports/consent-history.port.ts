import type { ConsentHistoryEntry, RightsAction } from '../consents/consent-history';

/** The evidence of each action on a worker's rights, kept beside their consent. */
export interface ConsentHistory {
  record(entry: ConsentHistoryEntry): Promise<void>;
  /** A user's entries, oldest first. */
  listForUser(companyId: string, userId: string): Promise<ConsentHistoryEntry[]>;
  /** How many times the user took `action` at or after `since`. */
  countSince(companyId: string, userId: string, action: RightsAction, since: Date): Promise<number>;
}
