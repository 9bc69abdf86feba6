import { accountStatus } from '@gig/domain';
import { Client } from 'pg';
import type { JobRun } from './api-fleet';
import type { CountingReceiver } from './counting-receiver';
import { pause } from './managed-process';

export interface DataChecks {
  /** Accounts a flow validated in this window, and how they ended. */
  readonly accounts: number;
  readonly statuses: Record<string, number>;
  readonly leftSyncing: number;
  /** Validated accounts that did not end `success` with no live job to get them there, and jobs parked as `failed`. */
  readonly jobsLost: number;
  /** Job ids logged "job ran" more than once, and accounts told `login.success` more than once. */
  readonly jobsRunTwice: number;
  readonly loginSuccessTwice: number;
  /** Deliveries owed to the receiver for events of this window, those it never got, those it got more than once. */
  readonly deliveriesExpected: number;
  readonly deliveriesLost: number;
  readonly deliveriesDuplicated: number;
  /** Deliveries still pending or failed after settling. */
  readonly deliveriesUndelivered: number;
  /** Successful accounts of this window without a `login.success` event. */
  readonly eventsMissing: number;
  readonly settledInMs: number;
}

const settled = `SELECT (SELECT count(*) FROM accounts WHERE id = ANY($1::uuid[]) AND status = '${accountStatus.syncing}')::int AS syncing,
                        (SELECT count(*) FROM jobs WHERE account_id = ANY($1::uuid[]) AND status IN ('queued', 'running'))::int AS jobs,
                        (SELECT count(*) FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
                          WHERE d.status = 'pending' AND e.occurred_at <= $2)::int AS deliveries`;

/**
 * Waits (up to `withinMs`) until this window's accounts are out of `syncing` with no live job and no delivery of an event
 * of the window (or before) is pending (the load goes on meanwhile),
 * then checks what the load's writes should have left behind, on the primary.
 */
export async function checkData(adminUrl: string, window: { accountIds: string[]; from: Date; to: Date }, jobRuns: readonly JobRun[], receiver: CountingReceiver, withinMs = 120_000): Promise<DataChecks> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const started = Date.now();
    while (Date.now() - started < withinMs) {
      const { rows: [state] } = await client.query(settled, [window.accountIds, window.to]);
      if (state.syncing === 0 && state.jobs === 0 && state.deliveries === 0) break;
      await pause(500);
    }
    const settledInMs = Date.now() - started;
    await pause(1_000); // the receiver counts an attempt as it answers; the service marks it delivered a moment later
    const { rows: accounts } = await client.query(
      `SELECT a.id, a.status, EXISTS (SELECT 1 FROM jobs j WHERE j.account_id = a.id AND j.status IN ('queued', 'running')) AS live_job,
              (SELECT count(*) FROM webhook_events e WHERE e.account_id = a.id AND e.action = 'login.success')::int AS login_success
         FROM accounts a WHERE a.id = ANY($1::uuid[])`,
      [window.accountIds],
    );
    const statuses: Record<string, number> = {};
    for (const account of accounts) statuses[account.status] = (statuses[account.status] ?? 0) + 1;
    const { rows: [failedJobs] } = await client.query(`SELECT count(*)::int AS n FROM jobs WHERE status = 'failed' AND account_id = ANY($1::uuid[])`, [window.accountIds]);
    const { rows: deliveries } = await client.query(
      `SELECT d.event_id::text AS event_id, d.status FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
        WHERE e.occurred_at > $1 AND e.occurred_at <= $2`,
      [window.from, window.to],
    );
    const runs = new Map<string, number>();
    const ours = new Set(window.accountIds);
    for (const run of jobRuns.filter((r) => ours.has(r.subjectId))) runs.set(run.job, (runs.get(run.job) ?? 0) + 1);
    return {
      accounts: accounts.length,
      statuses,
      leftSyncing: statuses.syncing ?? 0,
      jobsLost: accounts.filter((a) => a.status !== 'success' && !a.live_job).length + failedJobs.n,
      jobsRunTwice: [...runs.values()].filter((count) => count > 1).length,
      loginSuccessTwice: accounts.filter((a) => a.login_success > 1).length,
      eventsMissing: accounts.filter((a) => a.status === 'success' && a.login_success === 0).length,
      deliveriesExpected: deliveries.length,
      deliveriesLost: deliveries.filter((d) => !receiver.arrivals.has(d.event_id)).length,
      deliveriesDuplicated: deliveries.filter((d) => (receiver.arrivals.get(d.event_id) ?? 0) > 1).length,
      deliveriesUndelivered: deliveries.filter((d) => d.status !== 'delivered').length,
      settledInMs,
    };
  } finally {
    await client.end();
  }
}
