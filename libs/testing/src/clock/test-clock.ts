import type { Clock } from '@gig/domain';

/** A clock tests move by hand; nothing ever sleeps. */
export class TestClock implements Clock {
  private current: Date;

  constructor(private readonly start: Date = new Date('2025-03-15T12:00:00.000Z')) {
    this.current = start;
  }

  now = (): Date => new Date(this.current.getTime());

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }

  set(iso: string): void {
    this.current = new Date(iso);
  }

  /** Back to the time it started at, for the next test. */
  reset(): void {
    this.current = this.start;
  }
}

export const fixedClock = (iso = '2025-03-15T12:00:00.000Z'): TestClock => new TestClock(new Date(iso));
