import type { PGlite } from '@electric-sql/pglite';
import { WEBHOOK_CHANNEL_PREFIX } from '../repositories/typeorm.webhook-outbox';
import { PostgresListenConnection, PostgresListenOptions } from './postgres.listen-connection';

/** Subscribes to "an event was committed" (from any process); resolves to an unsubscribe. */
export type ListenForWebhookEvents = (listener: () => void) => Promise<() => Promise<void>>;

/** The listeners of one process, told together; one that throws does not keep the others from hearing. */
class Listeners {
  private readonly all = new Set<() => void>();
  add(listener: () => void): () => void {
    const own = () => listener();
    this.all.add(own);
    return () => void this.all.delete(own);
  }
  get size(): number {
    return this.all.size;
  }
  notify = (): void => {
    for (const listener of this.all) {
      try {
        listener();
      } catch {
        // A listener's failure is its own: the notification source must go on.
      }
    }
  };
}

/**
 * PGlite delivers NOTIFY to its own listeners at commit (never for a rolled-back transaction). LISTEN
 * is issued once, when the database is opened and before any transaction runs, so it can never land
 * inside (and be rolled back with) one: PGlite has a single session, which TypeORM's transactions share.
 */
export async function pgliteNotifications(db: PGlite): Promise<ListenForWebhookEvents> {
  const listeners = new Listeners();
  await db.listen(`${WEBHOOK_CHANNEL_PREFIX}public`, listeners.notify);
  return async (listener) => {
    const remove = listeners.add(listener);
    return async () => remove();
  };
}

/**
 * A dedicated PostgreSQL connection that LISTENs for this schema's channel while anyone listens
 * (see `PostgresListenConnection`: it reconnects by itself and never throws). Listening resolves once
 * the first connection attempt is over, whether it succeeded or is being retried.
 */
export function postgresNotifications(options: PostgresListenOptions): ListenForWebhookEvents {
  const listeners = new Listeners();
  const connection = new PostgresListenConnection(options, listeners.notify);
  return async (listener) => {
    const remove = listeners.add(listener);
    await connection.start();
    let removed = false;
    return async () => {
      if (removed) return;
      removed = true;
      remove();
      if (listeners.size === 0) await connection.stop();
    };
  };
}
