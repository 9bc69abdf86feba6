import type { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';

/** Subscribes to "an event was committed" (from any process); resolves to an unsubscribe. */
export type ListenForWebhookEvents = (listener: () => void) => Promise<() => Promise<void>>;

const CHANNEL_PREFIX = 'gig_webhooks_';
const RECONNECT_MS = 1_000;

/** The listeners of one process, told together. */
class Listeners {
  private readonly all = new Set<() => void>();
  add(listener: () => void): () => void {
    this.all.add(listener);
    return () => void this.all.delete(listener);
  }
  get size(): number {
    return this.all.size;
  }
  notify = (): void => {
    for (const listener of this.all) listener();
  };
}

/**
 * PGlite delivers NOTIFY to its own listeners at commit. LISTEN is issued once, when the database is
 * opened and before any transaction runs, so it can never land inside (and be rolled back with) one.
 */
export async function pgliteNotifications(db: PGlite): Promise<ListenForWebhookEvents> {
  const listeners = new Listeners();
  await db.listen(`${CHANNEL_PREFIX}public`, listeners.notify);
  return async (listener) => {
    const remove = listeners.add(listener);
    return async () => remove();
  };
}

/**
 * A dedicated PostgreSQL connection that LISTENs for this schema's channel while anyone listens. A
 * dropped connection is reopened after a second, and the listeners are told once it is back, since
 * notifications sent meanwhile were lost.
 */
export function postgresNotifications(config: { connectionString: string; options?: string }): ListenForWebhookEvents {
  const listeners = new Listeners();
  let client: Client | null = null;
  let opening: Promise<void> | null = null;
  let retry: NodeJS.Timeout | null = null;

  const open = async (): Promise<void> => {
    const next = new Client(config);
    next.on('notification', listeners.notify);
    next.on('error', () => undefined);
    next.on('end', () => {
      if (client !== next) return;
      client = null;
      if (listeners.size > 0) retry = setTimeout(reopen, RECONNECT_MS).unref() as NodeJS.Timeout;
    });
    await next.connect();
    const [{ schema }] = (await next.query<{ schema: string }>('SELECT current_schema() AS schema')).rows;
    await next.query(`LISTEN "${CHANNEL_PREFIX}${schema.replace(/"/g, '""')}"`);
    client = next;
  };
  const reopen = () => {
    retry = null;
    opening = open()
      .then(() => listeners.notify())
      .catch(() => void (retry = setTimeout(reopen, RECONNECT_MS).unref() as NodeJS.Timeout))
      .finally(() => (opening = null));
  };

  return async (listener) => {
    const remove = listeners.add(listener);
    if (!client && !opening && !retry) {
      opening = open().finally(() => (opening = null));
    }
    await opening;
    return async () => {
      remove();
      if (listeners.size > 0) return;
      if (retry) clearTimeout(retry);
      retry = null;
      const closing = client;
      client = null;
      await closing?.end().catch(() => undefined);
    };
  };
}
