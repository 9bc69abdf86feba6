/** Lets the connection flow tell an idle worker that a job is waiting. */
export class JobSignal {
  private listener: (() => void) | null = null;

  listen(listener: () => void): void {
    this.listener = listener;
  }

  notify = (): void => {
    this.listener?.();
  };
}
