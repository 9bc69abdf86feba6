import { Client } from 'pg';
import { freePort } from '@gig/persistence/testing';
import { end, pause } from '../managed-process';
import { restoreToTime } from '../restored-server';
import type { Drill } from './drill';
import { DrillClient, MarkedWrites } from './marked-writes';

const USERS = 20;
const REPORTS = 3;
const MB = 1024 * 1024;

/**
 * Marked writes through the service (users, reports with their PDFs), the time T on the leader's clock, more marked
 * writes; then pgBackRest restores the newest full backup and the archived WAL up to T into a new data directory,
 * one API process starts on it, and everything is looked for through that process: what was written before T is
 * there and its reports verify (`GET /verify/{id}`, `POST /verify` with the PDF), what was written after is not.
 */
export const pointInTimeRestoreDrill: Drill = {
  name: 'Restore to a point in time (pgBackRest)',
  async run(cluster, note, load) {
    const { postgres, fleet } = cluster;
    const { data } = load;
    const client = new DrillClient(data.privateKey);
    const pick = (offset: number) => data.userIds.slice(offset, offset + REPORTS);
    const before = await client.write(cluster.url, 'pitr-before', USERS, pick(0), data);
    await client.pdfs(cluster.url, before);
    const time = await leaderQuery(postgres.adminUrl(), `SELECT to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || '+00' AS t`);
    note(`${USERS} users and ${REPORTS} reports written (PDFs kept); T = ${time}`);
    await pause(1_000);
    const after = await client.write(cluster.url, 'pitr-after', USERS, pick(REPORTS), data);
    note(`${USERS} users and ${REPORTS} reports written after T`);
    const segment = await leaderQuery(postgres.adminUrl(), 'SELECT pg_walfile_name(pg_switch_wal()) AS t');
    const archivedMs = await postgres.until(`WAL ${segment} archived`, async () => (await leaderQuery(postgres.adminUrl(), "SELECT coalesce(last_archived_wal, '') AS t FROM pg_stat_archiver")) >= segment, 60_000);
    note(`WAL switched and archived up to ${segment} (${archivedMs} ms)`);
    const backup = await postgres.backups.newestBackup();
    const started = Date.now();
    const restored = await restoreToTime(cluster.layout, postgres.backups, time, backup.startLsn);
    const restoredMs = Date.now() - started;
    try {
      note(`restored to ${time} in ${(restoredMs / 1000).toFixed(1)} s (backup ${(backup.databaseBytes / MB).toFixed(0)} MB, WAL ${(restored.walBytes / MB).toFixed(0)} MB)`);
      note(`  backup ${backup.label}: ${(backup.repositoryBytes / MB).toFixed(1)} MB in the repository (lz4)`);
      const api = await fleet.startBeside(restored.url(cluster.layout.role, cluster.layout.database), await freePort(), await freePort());
      try {
        const present = (writes: MarkedWrites) => count(writes, (id) => client.status(`${api.url}/v1/users/${id}`), (id) => client.status(`${api.url}/v1/reports/${id}`));
        note(`rows before T present: ${await present(before)}/${USERS + REPORTS}`);
        note(`rows after T present: ${await present(after)}`);
        note(`reports issued before T that verify: ${await verified(api.url, before, note)}/${REPORTS} (GET /verify/{id} valid, and POST /verify with the PDF)`);
      } finally {
        await end(api.process, 'SIGTERM', 15_000);
      }
    } finally {
      await restored.stop();
    }
  },
};

async function leaderQuery(url: string, sql: string): Promise<string> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return String((await client.query(sql)).rows[0].t);
  } finally {
    await client.end();
  }
}

async function count(writes: MarkedWrites, user: (id: string) => Promise<number>, report: (id: string) => Promise<number>): Promise<number> {
  let found = 0;
  for (const id of writes.userIds) if ((await user(id)) === 200) found++;
  for (const { id } of writes.reports) if ((await report(id)) === 200) found++;
  return found;
}

async function verified(base: string, writes: MarkedWrites, note: (line: string) => void): Promise<number> {
  let valid = 0;
  for (const report of writes.reports) {
    const byId = await answerOf(`${base}/verify/${report.id}?format=json`, {});
    const byFile = await answerOf(`${base}/verify`, { method: 'POST', headers: { 'content-type': 'application/pdf', accept: 'application/json' }, body: report.pdf });
    const ok = byId.data?.validity === 'valid' && byFile.data?.issued === true && byFile.data.report?.validity === 'valid';
    if (ok) valid++;
    else note(`  report ${report.id} does not verify: GET ${JSON.stringify(byId).slice(0, 300)}; POST ${JSON.stringify(byFile).slice(0, 300)}`);
  }
  return valid;
}

interface VerifyAnswer {
  data?: { validity?: string; issued?: boolean; report?: { validity?: string } };
}

/** The verification's JSON, asked again after a 503's or a 429's `retry-after` as a verifier would, for up to 60 s. */
async function answerOf(url: string, init: RequestInit): Promise<VerifyAnswer> {
  for (const deadline = Date.now() + 60_000; ;) {
    const res = await fetch(url, init);
    if ((res.status !== 503 && res.status !== 429) || Date.now() > deadline) return (await res.json()) as VerifyAnswer;
    await res.arrayBuffer();
    await pause(Number(res.headers.get('retry-after') ?? 1) * 1000);
  }
}
