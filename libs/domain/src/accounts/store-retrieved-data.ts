import type { RetrievedData } from '../ports/platform-connector.port';
import type { Repositories } from '../ports/unit-of-work.port';
import type { WebhookAction } from '../webhooks/webhook-event';

/**
 * Writes what a retrieval or a refresh brought (earnings upserted by day, the profile, the employment
 * record) and names the events of what it changed: none for data that came back the same.
 */
export async function storeRetrievedData(tx: Pick<Repositories, 'earnings' | 'accountData'>, accountId: string, data: RetrievedData): Promise<WebhookAction[]> {
  const changes: WebhookAction[] = [];
  if ((await tx.earnings.upsert(data.earnings.map((row) => ({ accountId, ...row })))) > 0) changes.push('earnings.updated');
  if (data.profile && (await tx.accountData.saveProfile(accountId, data.profile))) changes.push('profile.updated');
  const employment = data.employment ? await tx.accountData.saveEmployment(accountId, data.employment) : 'unchanged';
  if (employment !== 'unchanged') changes.push(`employment.${employment}`);
  return changes;
}
