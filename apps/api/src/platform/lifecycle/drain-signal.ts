/** Whether this process is shutting down: `/health/ready` then answers 503, and answers ask clients to reconnect elsewhere. */
export class DrainSignal {
  private started: Date | null = null;

  begin(at: Date = new Date()): void {
    this.started ??= at;
  }

  get draining(): boolean {
    return this.started !== null;
  }
}
