import { DomainError } from '@gig/domain';

/** Injection token of the process's `UploadSlots`. */
export const UPLOAD_SLOTS = Symbol('UploadSlots');

export interface UploadSlotLimits {
  /** Uploads read and examined at once (`DOCUMENT_UPLOAD_CONCURRENCY`). */
  readonly concurrency: number;
  /** Uploads that may wait for a slot (`DOCUMENT_UPLOAD_QUEUE`); one more is refused at once. */
  readonly queue: number;
  /** The longest wait for a slot (`DOCUMENT_UPLOAD_WAIT_SECONDS`); past it the upload is refused. */
  readonly waitMs: number;
}

/** What a refused upload's `retry-after` says. */
export const UPLOAD_RETRY_AFTER_SECONDS = 5;

/** Gives back the slot; calling it again does nothing. */
export type ReleaseSlot = () => void;

/**
 * The uploads this process reads and examines at once: each holds a slot from before its body is read until its answer
 * is made; the others wait in arrival order, their bytes left in the socket. A full queue or a wait past the limit is
 * `service_unavailable` with a `retry-after`; a wait whose client went away leaves the queue.
 */
export class UploadSlots {
  private taken = 0;
  private readonly waiting = new Set<(release: ReleaseSlot) => void>();

  constructor(private readonly limits: UploadSlotLimits) {}

  get busy(): number {
    return this.taken;
  }

  get queued(): number {
    return this.waiting.size;
  }

  acquire(abandoned: AbortSignal): Promise<ReleaseSlot> {
    if (this.taken < this.limits.concurrency) {
      this.taken++;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.size >= this.limits.queue || abandoned.aborted) {
      return Promise.reject(refused(`${this.limits.concurrency} uploads are being read and ${this.waiting.size} wait: try again shortly.`));
    }
    return new Promise((resolve, reject) => {
      const stopWaiting = () => {
        this.waiting.delete(grant);
        clearTimeout(timer);
        abandoned.removeEventListener('abort', giveUp);
      };
      const grant = (release: ReleaseSlot) => {
        stopWaiting();
        resolve(release);
      };
      const giveUp = () => {
        stopWaiting();
        reject(refused(`No upload slot came free within ${Math.round(this.limits.waitMs / 1000)} s: try again shortly.`));
      };
      const timer = setTimeout(giveUp, this.limits.waitMs);
      abandoned.addEventListener('abort', giveUp, { once: true });
      this.waiting.add(grant);
    });
  }

  private releaser(): ReleaseSlot {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const [next] = this.waiting;
      if (next) next(this.releaser());
      else this.taken--;
    };
  }
}

function refused(detail: string): DomainError {
  return new DomainError('service_unavailable', `This server is busy reading other uploads. ${detail}`, null, UPLOAD_RETRY_AFTER_SECONDS);
}
