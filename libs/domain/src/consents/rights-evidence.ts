import { randomUUID } from 'node:crypto';
import type { Principal } from '../auth/principal';
import type { ConsentHistoryEntry, RightsAction } from './consent-history';

/** The history entry of an action on a worker's rights, by whoever `principal` is. */
export function rightsEvidence(
  principal: Principal, userId: string | null, action: RightsAction, subjectId: string | null, ipAddress: string, at: Date,
): ConsentHistoryEntry {
  return { id: randomUUID(), companyId: principal.company.id, userId, action, subjectId, by: principal.connect ? 'worker' : 'company', ipAddress, at };
}
