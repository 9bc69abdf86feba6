import { randomUUID } from 'node:crypto';
import type { DrillData } from './seed-drill-data';
import { pause } from './managed-process';

export type RequestKind = 'aggregated read' | 'create user' | 'create account' | 'validate' | 'report';

export interface RequestOutcome {
  readonly kind: RequestKind;
  /** ms since the load began. */
  readonly at: number;
  readonly ms: number;
  /** HTTP status, or 0 when no answer came (connection refused, reset, time-out). */
  readonly status: number;
  readonly error?: string;
  /** The `retry-after` header of a failed answer. */
  readonly retryAfter?: string;
}

/** A write the service answered 2xx: what it made (a user, an account, a validation of an account, a report). */
export interface AcknowledgedWrite {
  readonly kind: Exclude<RequestKind, 'aggregated read'>;
  readonly id: string;
  readonly at: number;
}

export interface LoadOptions {
  /** Loops reading a random seeded user's aggregated earnings over 365 days. */
  readonly readers: number;
  /** Loops walking the account connection flow: create a user, an account (uber, e-mail), validate with the code. */
  readonly writers: number;
  /** A pause after each request of a loop, so that the load is steady rather than saturating. */
  readonly thinkMs: number;
}

/**
 * Steady load through HAProxy. Every write carries an `Idempotency-Key` (a client's retry, and HAProxy's, is safe);
 * every outcome is kept. The account ids a flow validated (each now `syncing`, its retrieval job queued) are kept too.
 */
export class LoadGenerator {
  readonly outcomes: RequestOutcome[] = [];
  readonly validatedAccounts: { id: string; at: number }[] = [];
  readonly acknowledged: AcknowledgedWrite[] = [];
  readonly started = performance.now();
  private running = true;
  private loops: Promise<void>[] = [];

  constructor(private readonly url: string, readonly data: DrillData, private readonly options: LoadOptions) {}

  now(): number {
    return performance.now() - this.started;
  }

  start(): void {
    for (let i = 0; i < this.options.readers; i++) this.loops.push(this.loop(() => this.read()));
    for (let i = 0; i < this.options.writers; i++) this.loops.push(this.loop(() => this.connectAccount()));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  /** `count` more write loops, each an account connection then a report request, until the returned stop is called. */
  addWriteLoops(count: number): () => Promise<void> {
    let running = true;
    const loops = Array.from({ length: count }, () => this.loop(async () => (await this.connectAccount(), await this.requestReport()), () => running));
    return async () => {
      running = false;
      await Promise.all(loops);
    };
  }

  private async loop(step: () => Promise<unknown>, more = () => true): Promise<void> {
    while (this.running && more()) {
      await step();
      await pause(this.options.thinkMs);
    }
  }

  private read() {
    const userId = this.data.userIds[Math.floor(Math.random() * this.data.userIds.length)];
    return this.send('aggregated read', '/v1/users/earnings/aggregated', { user_id: userId, start_date: this.data.startDate, end_date: this.data.endDate });
  }

  private async connectAccount(): Promise<void> {
    const externalId = `drill-${randomUUID()}`;
    const user = await this.send('create user', '/v1/users', { external_id: externalId });
    if (!user.ok) return;
    this.acknowledge('create user', user.data.user_id);
    await pause(this.options.thinkMs);
    const account = await this.send('create account', '/v1/accounts', { user_id: user.data.user_id, platform: 'uber', country: 'mx', identifier: `${externalId}@example.com` });
    if (account.ok) this.acknowledge('create account', account.data.account_id);
    if (!account.ok || account.data.next_step !== 'otp') return;
    await pause(this.options.thinkMs);
    const accountId = account.data.account_id as string;
    const validated = await this.send('validate', `/v1/accounts/${accountId}/validate`, { otp_code: '123456' });
    if (validated.ok) this.validatedAccounts.push({ id: accountId, at: this.now() });
    if (validated.ok) this.acknowledge('validate', accountId);
  }

  /** A report over a seeded user's year (its job makes the figures and the signed PDF). */
  private async requestReport(): Promise<void> {
    const userId = this.data.userIds[Math.floor(Math.random() * this.data.userIds.length)];
    const report = await this.send('report', '/v1/reports', { user_id: userId, start_date: this.data.startDate, end_date: this.data.endDate, language: 'en' });
    if (report.ok) this.acknowledge('report', report.data.report_id);
  }

  private acknowledge(kind: AcknowledgedWrite['kind'], id: string): void {
    this.acknowledged.push({ kind, id, at: this.now() });
  }

  private async send(kind: RequestKind, path: string, body: unknown): Promise<{ ok: boolean; data: Record<string, string> }> {
    const at = this.now();
    const headers: Record<string, string> = { 'x-api-key': this.data.privateKey, 'content-type': 'application/json' };
    if (kind !== 'aggregated read') headers['idempotency-key'] = randomUUID();
    try {
      const response = await fetch(`${this.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(30_000) });
      const text = await response.text();
      const failed = response.ok ? {} : { error: text.slice(0, 200), retryAfter: response.headers.get('retry-after') ?? undefined };
      this.outcomes.push({ kind, at, ms: this.now() - at, status: response.status, ...failed });
      return { ok: response.ok, data: response.ok ? (JSON.parse(text) as { data: Record<string, string> }).data : {} };
    } catch (error) {
      const cause = (error as Error & { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      this.outcomes.push({ kind, at, ms: this.now() - at, status: 0, error: cause });
      return { ok: false, data: {} };
    }
  }
}
