import { Logger } from '@nestjs/common';

export interface SettleTiming {
  /** First wait after a failed attempt; each next one doubles, up to `maxDelayMs`. */
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
  /** After this long the key is left as it is: unrenewed, a retry takes it over once its lease runs out. */
  readonly budgetMs: number;
}

const TIMING: SettleTiming = { firstDelayMs: 250, maxDelayMs: 4_000, budgetMs: 60_000 };
const logger = new Logger('Idempotency');

/**
 * Keeps a finished request's answer (or gives its key back), trying again while the database cannot take it, and
 * renews the key's lease meanwhile. The request's own writes are already committed: were the key left running and
 * unrenewed, a retry would take it over after the lease and run the request a second time (the managed failover's
 * extra user). A retry meanwhile waits, then gets 429 and `retry-after`, then the replay.
 */
export async function settleAnswer(settle: () => Promise<void>, renew: () => Promise<void>, timing: SettleTiming = TIMING): Promise<boolean> {
  const deadline = Date.now() + timing.budgetMs;
  for (let delay = timing.firstDelayMs; ; delay = Math.min(delay * 2, timing.maxDelayMs)) {
    try {
      await settle();
      return true;
    } catch (error) {
      if (Date.now() + delay > deadline) {
        logger.warn(`An answer could not be kept for its Idempotency-Key within ${timing.budgetMs} ms: ${(error as Error).message}`);
        return false;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, delay).unref());
    await renew().catch(() => undefined);
  }
}
