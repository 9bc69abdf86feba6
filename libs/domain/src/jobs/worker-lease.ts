import type { Clock } from '../ports/clock.port';
import type { JobLease, JobQueue } from '../ports/job-queue.port';

/** One worker's hold on one job, renewed to `now + leaseMs` each time; lost for good once refused. */
export class WorkerLease implements JobLease {
  private lost = false;

  constructor(
    private readonly queue: JobQueue,
    private readonly jobId: string,
    private readonly workerId: string,
    private readonly clock: Clock,
    private readonly leaseMs: number,
  ) {}

  async renew(jobs: JobQueue = this.queue): Promise<boolean> {
    if (this.lost) return false;
    const held = await jobs.renewLease(this.jobId, this.workerId, new Date(this.clock.now().getTime() + this.leaseMs));
    if (!held) this.lost = true;
    return held;
  }

  /** Renews every `everyMs` until the returned function is called; a renewal that fails is tried again next time. */
  heartbeat(everyMs: number): () => void {
    const timer = setInterval(() => void this.renew().catch(() => undefined), everyMs);
    timer.unref?.();
    return () => clearInterval(timer);
  }
}
