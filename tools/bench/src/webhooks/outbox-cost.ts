import { randomUUID } from 'node:crypto';
import { Account, AccountState, accountEvent, Company } from '@gig/domain';
import type { Database } from '@gig/persistence';

export interface OutboxCost {
  /** Median of one transaction updating an account's state, without and with its two events. */
  readonly withoutEventsMs: number;
  readonly withEventsMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * What writing events adds to a request: the state change of a login step as one transaction,
 * alone and with the two events `CreateAccount` writes in one call (`account.created`, `login.created`), alternating in batches.
 */
export async function measureOutboxCost(database: Database, company: Company, iterations: number): Promise<OutboxCost> {
  const user = { id: randomUUID(), companyId: company.id, externalId: `cost-${randomUUID()}`, widgetId: null, createdAt: new Date() };
  await database.repositories.users.create(user);
  const now = new Date();
  const account: Account = {
    id: randomUUID(), companyId: company.id, userId: user.id, platform: 'uber', country: 'mx', identifier: 'cost@example.com', status: 'pending',
    statusDetails: null, warning: null, nextStep: 'otp', lastSuccessfulConnection: null,
    refreshEnabled: true, lastRefreshedAt: null, nextRefreshAt: null, source: 'connection', disconnectedBy: null, createdAt: now, updatedAt: now,
  };
  await database.repositories.accounts.create(account);
  const state: AccountState = { status: 'pending', statusDetails: null, warning: null, nextStep: 'otp' };
  const without: number[] = [];
  const withEvents: number[] = [];
  for (let batch = 0; batch < iterations / 100; batch++) {
    for (const [times, events] of [[without, 0], [withEvents, 2]] as const) {
      for (let i = 0; i < 50; i++) {
        const started = performance.now();
        await database.unitOfWork.run(async (tx) => {
          await tx.accounts.updateState(account.id, state, new Date());
          const written = Array.from({ length: events }, () => accountEvent('login.created', account, state, user.externalId, new Date()));
          if (written.length > 0) await tx.outbox.record(...written);
        });
        times.push(performance.now() - started);
      }
    }
  }
  return { withoutEventsMs: median(without), withEventsMs: median(withEvents) };
}
