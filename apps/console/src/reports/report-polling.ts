import type { Report } from '../api/console-schemas';

export interface PollOptions {
  /** Between two reads: the API's `retry-after` for a report still generating is 1 s. */
  readonly intervalMs?: number;
  /** After this many reads still `generating`, the report is left to the list (the job may be queued behind others). */
  readonly maxReads?: number;
  readonly wait?: (ms: number) => Promise<void>;
  /** False once the page that asked is gone: polling stops without another read. */
  readonly live?: () => boolean;
  readonly onRead?: (report: Report) => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Reads the report until it leaves `generating`; the last read (still `generating` after `maxReads`, or null when stopped). */
export async function pollReport(read: () => Promise<Report>, options: PollOptions = {}): Promise<Report | null> {
  const { intervalMs = 1000, maxReads = 120, wait = sleep, live = () => true, onRead } = options;
  let last: Report | null = null;
  for (let reads = 0; reads < maxReads; reads++) {
    await wait(intervalMs);
    if (!live()) return null;
    last = await read();
    onRead?.(last);
    if (last.status !== 'generating') return last;
  }
  return last;
}
