import { log, percentile } from '../bench-script';
import { checkBurst } from './burst-checks';
import { QuietLender } from './quiet-lender';
import type { ReportApi } from './report-api';

export interface ReportsNoisyNeighbourOptions {
  readonly url: string;
  /** Company A, on the first server process. */
  readonly quiet: QuietLender;
  /** Company B, one per server process. */
  readonly noisy: readonly ReportApi[];
  /** B's users, one report each. */
  readonly burstUsers: readonly string[];
  readonly window: Record<string, string>;
  /** A's samples on an idle queue. */
  readonly samples: number;
}

/** B's POSTs in flight at once: its queue fills within a second or two, without holding every pooled connection past its wait limit. */
const IN_FLIGHT_POSTS = 8;

/** Busy-phase POSTs answered 503 (a pooled connection not had in time) and asked again a second later, as a client would. */
let retried = 0;

/** `post` for every item, at most IN_FLIGHT_POSTS at a time, a 503 asked again; the answers in the items' order. */
async function postAll<T>(items: readonly T[], post: (item: T, index: number) => Promise<string>): Promise<string[]> {
  const answers: string[] = new Array(items.length);
  let next = 0;
  const once = async (i: number): Promise<string> => {
    try {
      return await post(items[i], i);
    } catch (error) {
      if (!(error as Error).message.includes('answered 503')) throw error;
      retried++;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      return once(i);
    }
  };
  const lane = async () => {
    for (let i = next++; i < items.length; i = next++) answers[i] = await once(i);
  };
  await Promise.all(Array.from({ length: IN_FLIGHT_POSTS }, lane));
  return answers;
}

const summary = (values: readonly number[]) =>
  `p50 ${(percentile(values, 50) / 1000).toFixed(2)} s, p99 ${(percentile(values, 99) / 1000).toFixed(2)} s, max ${(Math.max(...values) / 1000).toFixed(2)} s (${values.length})`;

/**
 * `--noisy-neighbour`: company A's times (a new sandbox account's validate → `success`, then its report's POST →
 * `ready`), first on an idle queue, then one sample after another while company B's burst of reports, asked at
 * once through both processes, is being worked; and B's burst: all ready, none made twice.
 */
export async function measureReportsNoisyNeighbour(options: ReportsNoisyNeighbourOptions): Promise<void> {
  const { quiet, noisy, burstUsers } = options;
  log(`Noisy neighbour: company A alone, ${options.samples} samples one after the other …`);
  const idle = { sync: [] as number[], report: [] as number[] };
  for (let i = 0; i < options.samples; i++) {
    const sample = await quiet.sample();
    idle.sync.push(sample.syncMs);
    idle.report.push(sample.reportMs);
  }
  log(`  A, validate → account success: idle ${summary(idle.sync)}`);
  log(`  A, report POST → ready:        idle ${summary(idle.report)}`);
  log(`Company B asks for ${burstUsers.length} reports through two processes, ${IN_FLIGHT_POSTS} POSTs in flight; A samples until B's last is ready …`);
  const started = performance.now();
  const ids = await postAll(burstUsers, (userId, i) => noisy[i % noisy.length].request({ user_id: userId, ...options.window }));
  log(`  B's ${ids.length} reports asked in ${((performance.now() - started) / 1000).toFixed(1)} s (${retried} POSTs answered 503 and asked again)`);
  let burstDone = false;
  const burst = noisy[0].waitUntilDone(ids, 1_800_000).finally(() => (burstDone = true));
  const busy = { sync: [] as number[], report: [] as number[] };
  while (!burstDone) {
    const sample = await quiet.sample();
    busy.sync.push(sample.syncMs);
    busy.report.push(sample.reportMs);
  }
  await burst;
  const burstSeconds = (performance.now() - started) / 1000;
  const checks = await checkBurst(options.url, ids);
  log(`  A, validate → account success: idle ${summary(idle.sync)}`);
  log(`                                 busy ${summary(busy.sync)}`);
  log(`  A, report POST → ready:        idle ${summary(idle.report)}`);
  log(`                                 busy ${summary(busy.report)}`);
  log(`  B: ${burstUsers.length} reports, the last ready after ${burstSeconds.toFixed(1)} s; ready ${checks.ready}, failed ${checks.failed}, stored ${checks.stored}, distinct PDFs ${checks.distinctPdfs}, report.* events ${checks.events} (more than one: ${checks.announcedTwice}), jobs left ${checks.jobsLeft}`);
}
