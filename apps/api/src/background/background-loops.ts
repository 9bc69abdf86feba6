import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { BackgroundLoop, type BackgroundLoopHooks, type BackgroundTask, type RunningLoop } from './background-loop';

/** A background task as this process runs it: whether it runs here, when its first tick comes and what wakes it sooner. */
export interface BackgroundLoopPlan extends BackgroundTask {
  /** Run it in this process (its `*_ENABLED` setting). */
  readonly enabled: boolean;
  /** The first tick comes this long after bootstrap (at once by default). */
  readonly firstDelayMs?: number;
  /** Subscribes its wake source before the first tick; resolves to an unsubscribe when there is one to undo. */
  listen?(loop: RunningLoop): void | Promise<() => Promise<void>>;
}

interface Running {
  readonly plan: BackgroundLoopPlan;
  readonly loop: BackgroundLoop;
  unlisten: (() => Promise<void>) | null;
}

/**
 * The one provider that owns the background loops (jobs, refresh, webhooks, retention): it starts the enabled ones
 * on bootstrap, and on shutdown stops them all at once, each claiming nothing more, and resolves once all are drained.
 */
export class BackgroundLoops implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly loops: readonly Running[];

  constructor(plans: readonly BackgroundLoopPlan[], hooks?: BackgroundLoopHooks) {
    this.loops = plans.map((plan) => ({ plan, loop: new BackgroundLoop(plan, hooks), unlisten: null }));
  }

  async onApplicationBootstrap(): Promise<void> {
    await Promise.all(
      this.loops.map(async (running) => {
        if (!running.plan.enabled) return;
        running.unlisten = (await running.plan.listen?.(running.loop)) ?? null;
        running.loop.start(running.plan.firstDelayMs);
      }),
    );
  }

  onApplicationShutdown(): Promise<void> {
    return this.stop();
  }

  /** Claims nothing more; resolves once the passes and the attempts under way have ended (a graceful shutdown calls it first). */
  async stop(): Promise<void> {
    await Promise.all(this.loops.map((running) => this.stopOne(running)));
  }

  private async stopOne(running: Running): Promise<void> {
    const drained = running.loop.stop();
    const unlisten = running.unlisten;
    running.unlisten = null;
    await unlisten?.();
    await drained;
  }
}
