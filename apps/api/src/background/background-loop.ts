import { Logger } from '@nestjs/common';
import { isDomainError } from '@gig/domain';
import { storage } from 'nestjs-pino/storage';
import { outsideRequestBudget } from '@gig/persistence';

const outside = <T>(work: () => T): T => storage.exit(() => outsideRequestBudget(work));

/** What one background task owns: its name, what one tick does, how long it rests after a tick. */
export interface BackgroundTask {
  /** The `loop` label of its metrics (`jobs`, `refresh`, `webhooks`, `retention`). */
  readonly name: string;
  /** How it names itself in a log line (`Job worker`, `Refresh scheduler`…), under the log context `context`. */
  readonly label: string;
  readonly context: string;
  /** The rest after a tick before the next one, unless woken sooner. */
  readonly intervalMs: number;
  /** One pass of `loop`, whose `stopped` turns true on shutdown: a long pass checks it between two units of work. */
  tick(loop: RunningLoop): Promise<void>;
  /** Work a tick started without awaiting it (a webhook attempt under way): draining waits for it too. */
  inFlight?(): Promise<void>;
}

/** What a task sees of the loop running it: it may report an error or ask for a tick also outside a tick. */
export type RunningLoop = Pick<BackgroundLoop, 'stopped' | 'wake' | 'report'>;

/** Metrics hooks: told how each tick ended (`ok`, or `error` when it threw), and how long it took. */
export interface BackgroundLoopHooks {
  tickEnded?(loop: string, outcome: 'ok' | 'error', seconds: number): void;
}

/**
 * Runs a task tick after tick: never two ticks at once, the next one `intervalMs` after the last unless a wake
 * brings it forward (wakes coalesce: one woken while a tick runs asks for one more tick right after it).
 * Ticks run outside the async context (the request) that woke them, its log context and its database budget. An error
 * is logged and the loop goes on.
 */
export class BackgroundLoop {
  private readonly logger: Logger;
  private timer: NodeJS.Timeout | null = null;
  private nextAt = 0;
  private running: Promise<void> | null = null;
  private wokenWhileRunning: number | null = null;
  private halted = false;

  constructor(private readonly task: BackgroundTask, private readonly hooks: BackgroundLoopHooks = {}) {
    this.logger = new Logger(task.context);
  }

  get stopped(): boolean {
    return this.halted;
  }

  /** The first tick in `firstDelayMs`. */
  start(firstDelayMs = 0): void {
    this.schedule(firstDelayMs);
  }

  /** A tick in `delayMs` at the latest (after the running one, if any). */
  wake(delayMs = 0): void {
    if (this.halted) return;
    if (this.running) this.wokenWhileRunning = Math.min(this.wokenWhileRunning ?? delayMs, delayMs);
    else this.schedule(delayMs);
  }

  /** Runs one tick now (after the running one, if any); an error is reported, never thrown. */
  async tick(): Promise<void> {
    while (this.running) await this.running;
    if (this.halted) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = outside(() => this.measured()).finally(() => {
      this.running = null;
      const next = this.wokenWhileRunning ?? this.task.intervalMs;
      this.wokenWhileRunning = null;
      this.schedule(next);
    });
    await this.running;
  }

  /** Claims nothing more; resolves once drained (a graceful shutdown calls it first). */
  stop(): Promise<void> {
    this.halted = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    return this.drain();
  }

  /** Resolves once the running tick, and the work it left under way, have ended. */
  async drain(): Promise<void> {
    while (this.running) await this.running;
    await this.task.inFlight?.();
  }

  /** Logs an error of the task (also one met outside a tick, such as a settled webhook attempt). */
  report(error: unknown): void {
    if (isDomainError(error) && error.code === 'service_unavailable') this.logger.warn(`${this.task.label}: the database is unreachable; trying again shortly.`);
    else this.logger.error(`${this.task.label} failed: ${(error as Error).stack ?? error}`);
  }

  /** The next tick in `delayMs`, unless one runs now or is due sooner. */
  private schedule(delayMs: number): void {
    if (this.halted || this.running) return;
    const at = Date.now() + delayMs;
    if (this.timer && this.nextAt <= at) return;
    if (this.timer) clearTimeout(this.timer);
    this.nextAt = at;
    this.timer = outside(() => setTimeout(() => void this.tick(), delayMs));
    this.timer.unref();
  }

  private async measured(): Promise<void> {
    const started = performance.now();
    let outcome: 'ok' | 'error' = 'ok';
    try {
      await this.task.tick(this);
    } catch (error) {
      outcome = 'error';
      this.report(error);
    }
    this.hooks.tickEnded?.(this.task.name, outcome, (performance.now() - started) / 1000);
  }
}
