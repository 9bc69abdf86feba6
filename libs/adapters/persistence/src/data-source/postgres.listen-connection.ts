import { WEBHOOK_CHANNEL_PREFIX } from '../repositories/typeorm.webhook-outbox';
import { DroppingPgClient } from './dropping.pg-client';

export interface PostgresListenOptions {
  readonly connectionString: string;
  /** Startup options, such as `-c search_path=…` (the channel follows the schema). */
  readonly options?: string;
  /** Connecting, and waiting for an answer to LISTEN or to a check (default 2 s). */
  readonly timeoutMs?: number;
  /** How often the idle connection is checked: a server that went silent is only noticed by asking (default 15 s). */
  readonly checkEveryMs?: number;
  /** The wait before the first reconnection attempt, doubled after each failure up to `maxRetryMs` (defaults 250 ms, 5 s). */
  readonly firstRetryMs?: number;
  readonly maxRetryMs?: number;
  /** Told of every connection failure; they are otherwise retried in silence. */
  readonly onError?: (error: Error) => void;
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * One connection doing `LISTEN` on this schema's webhook channel, kept open between `start` and
 * `stop`. A dropped, refused or silent connection is reopened with a short backoff; once it is back
 * `notify` is called, since notifications sent meanwhile were lost. Nothing here throws or rejects.
 */
export class PostgresListenConnection {
  private client: DroppingPgClient | null = null;
  private attempt: Promise<void> | null = null;
  private retry: NodeJS.Timeout | null = null;
  private check: NodeJS.Timeout | null = null;
  /** Bumped by `start` and `stop`: an attempt of an earlier run closes what it opened. */
  private run = 0;
  private running = false;
  private delayMs: number;

  constructor(private readonly config: PostgresListenOptions, private readonly notify: () => void) {
    this.delayMs = this.firstRetryMs;
  }

  /** Resolves once the first attempt is over, connected or not (a failed one is retried in the background). */
  start(): Promise<void> {
    if (!this.running) {
      this.running = true;
      this.run += 1;
      this.delayMs = this.firstRetryMs;
      this.attempt = this.connect(this.run, false);
    }
    return this.attempt ?? Promise.resolve();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.run += 1;
    if (this.retry) clearTimeout(this.retry);
    if (this.check) clearInterval(this.check);
    this.retry = this.check = null;
    const client = this.client;
    this.client = null;
    await Promise.all([client?.end().catch(() => undefined), this.attempt]);
  }

  private get firstRetryMs(): number {
    return this.config.firstRetryMs ?? 250;
  }

  private async connect(run: number, reconnecting: boolean): Promise<void> {
    const timeoutMs = this.config.timeoutMs ?? 2_000;
    const client = new DroppingPgClient({
      connectionString: this.config.connectionString,
      ...(this.config.options ? { options: this.config.options } : {}),
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
      keepAlive: true,
      application_name: 'gig-webhook-listener',
    });
    client.on('notification', this.notify);
    client.on('error', (error: Error) => this.config.onError?.(error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      const [{ schema }] = (await client.query<{ schema: string }>('SELECT current_schema() AS schema')).rows;
      await client.query(`LISTEN ${quoteIdentifier(WEBHOOK_CHANNEL_PREFIX + schema)}`);
    } catch (error) {
      this.config.onError?.(error as Error);
      client.connection?.stream.destroy();
      if (run === this.run) this.scheduleRetry(run);
      return;
    }
    if (run !== this.run) return void (await client.end().catch(() => undefined));
    this.client = client;
    this.delayMs = this.firstRetryMs;
    this.check = setInterval(() => void client.query('SELECT 1').catch(() => undefined), this.config.checkEveryMs ?? 15_000).unref();
    if (reconnecting) this.notify();
  }

  private lost(client: DroppingPgClient): void {
    if (this.client !== client) return;
    this.client = null;
    if (this.check) clearInterval(this.check);
    this.check = null;
    this.scheduleRetry(this.run);
  }

  private scheduleRetry(run: number): void {
    if (!this.running || run !== this.run) return;
    const delay = this.delayMs;
    this.delayMs = Math.min(delay * 2, this.config.maxRetryMs ?? 5_000);
    this.retry = setTimeout(() => {
      this.retry = null;
      if (run === this.run) this.attempt = this.connect(run, true);
    }, delay).unref();
  }
}
