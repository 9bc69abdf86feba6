import type { RetentionStore } from '../ports/retention.store';
import { IDEMPOTENCY_KEY_TTL_MS, PurgeExpiredRecords } from './purge-expired-records';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const DAY = 86_400_000;

/** Each kind has `rows` expired rows; records the cut-offs and limits it is called with. */
function retention(rows: { idempotency: number; signIn: number; deliveries: number; events: number; reports: number; tokens?: number }) {
  const calls: string[] = [];
  const take = (kind: keyof typeof rows, at: Date, limit: number) => {
    calls.push(`${kind} ${at.toISOString()} ${limit}`);
    const deleted = Math.min(rows[kind] ?? 0, limit);
    rows[kind] = (rows[kind] ?? 0) - deleted;
    return Promise.resolve(deleted);
  };
  const store: RetentionStore = {
    purgeIdempotencyKeys: (before, limit) => take('idempotency', before, limit),
    purgeSignInAttempts: (now, limit) => take('signIn', now, limit),
    purgeWebhookDeliveries: (before, limit) => take('deliveries', before, limit),
    purgeWebhookEvents: (before, limit) => take('events', before, limit),
    expireReports: (before, limit) => take('reports', before, limit),
    purgeConnectTokens: (now, limit) => take('tokens', now, limit),
  };
  return { store, calls };
}

describe('PurgeExpiredRecords', () => {
  const purge = (store: RetentionStore) => new PurgeExpiredRecords({ retention: store, clock: { now: () => NOW }, policy: { webhookLogMs: 30 * DAY, reportMs: 90 * DAY, batchSize: 10 } });

  it('purges each kind batch after batch until one comes back short, deliveries before events, at the cut-offs of the policy', async () => {
    const { store, calls } = retention({ idempotency: 25, signIn: 0, deliveries: 10, events: 3, reports: 12, tokens: 7 });
    expect(await purge(store).execute()).toEqual({ idempotencyKeys: 25, signInAttempts: 0, webhookDeliveries: 10, webhookEvents: 3, reports: 12, connectTokens: 7 });
    const dayAgo = new Date(NOW.getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString();
    const monthAgo = new Date(NOW.getTime() - 30 * DAY).toISOString();
    const quarterAgo = new Date(NOW.getTime() - 90 * DAY).toISOString();
    expect(calls).toEqual([
      `idempotency ${dayAgo} 10`, `idempotency ${dayAgo} 10`, `idempotency ${dayAgo} 10`,
      `signIn ${NOW.toISOString()} 10`,
      `deliveries ${monthAgo} 10`, `deliveries ${monthAgo} 10`,
      `events ${monthAgo} 10`,
      `reports ${quarterAgo} 10`, `reports ${quarterAgo} 10`,
      `tokens ${NOW.toISOString()} 10`,
    ]);
  });

  it('stops between batches when asked to', async () => {
    const { store, calls } = retention({ idempotency: 100, signIn: 100, deliveries: 100, events: 100, reports: 100 });
    let batches = 0;
    const counts = await purge(store).execute(() => batches++ >= 2);
    expect([counts, calls.length]).toEqual([{ idempotencyKeys: 20, signInAttempts: 0, webhookDeliveries: 0, webhookEvents: 0, reports: 0, connectTokens: 0 }, 2]);
  });
});
