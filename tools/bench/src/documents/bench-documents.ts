import { CreateCompany, MAX_DOCUMENT_BYTES, systemClock } from '@gig/domain';
import { openDatabase } from '@gig/persistence';
import { BUILT_API_MAIN } from '@gig/persistence/testing';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { log, numberFlag, percentile } from '../bench-script';
import { sql } from '../refresh/refresh-cohort';
import { ensureDatabase } from '../seed-bench-data';
import { BACKGROUND_LOOPS_OFF } from '../service-env';
import { spawnServer, stopServer } from '../spawn-server';

const PORT = numberFlag('port', 3150);
const BASE = `http://127.0.0.1:${PORT}`;

/**
 * `npm run bench:documents`: `POST /v1/documents` with the sandbox's 4-page genuine constancia, one at a time
 * (`--samples`, 50): the time from the upload's first byte to the processed document's answer (read, judged, stored
 * sealed, its imss account fed), p50 and p99 (target p99 < 500 ms). Then `--concurrent` (10) uploads of 5 MB at once
 * (the constancia carrying 5 MB of image-like data, as a scan would): the process's largest rise in resident memory
 * (VmRSS, target < +100 MB). PostgreSQL (BENCH_DATABASE_URL, a database it may wipe).
 */
async function main() {
  const samples = numberFlag('samples', 50);
  const concurrent = numberFlag('concurrent', 10);
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gig_bench_documents';
  await ensureDatabase(url);
  await sql(url, 'DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  const env = {
    DATABASE_URL: url, SEED_DEMO: 'false', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0', CREDENTIALS_KEY: 'cd'.repeat(32), ...BACKGROUND_LOOPS_OFF,
  };
  const server = await spawnServer(BUILT_API_MAIN, env, PORT);
  try {
    const key = await aCompany(url);
    const constancia = Buffer.from(await (await fetch(`${BASE}/v1/sandbox/documents/genuine`, { headers: { 'x-api-key': key } })).arrayBuffer());
    for (let i = 0; i < 5; i++) await upload(key, constancia, `warm-up-${i}`);
    const times: number[] = [];
    for (let i = 0; i < samples; i++) times.push(await upload(key, constancia, `worker-${i}`));
    log(`${samples} uploads of a ${(constancia.length / 1024).toFixed(0)} kB, 4-page constancia, one at a time (upload to processed):`);
    log(`  p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (target p99 < 500)`);

    const large = padded(constancia, MAX_DOCUMENT_BYTES);
    await new Promise((settle) => setTimeout(settle, 2_000));
    const before = await rss(server.pid as number);
    let peak = before;
    const sampling = setInterval(() => void rss(server.pid as number).then((now) => (peak = Math.max(peak, now)), () => undefined), 10);
    const started = performance.now();
    const each = await Promise.all(Array.from({ length: concurrent }, (_, i) => send(key, large, `large-${i}`)));
    const all = performance.now() - started;
    await new Promise((settle) => setTimeout(settle, 500));
    clearInterval(sampling);
    const outcomes = each.map((answer) => answer.outcome);
    const counted = [...new Set(outcomes)].map((outcome) => `${outcomes.filter((o) => o === outcome).length} × ${outcome}`).join(', ');
    const ms = each.map((answer) => answer.ms);
    log(`${concurrent} uploads of 5 MB at once: ${counted}, the last answer after ${all.toFixed(0)} ms (each ${Math.min(...ms).toFixed(0)}–${Math.max(...ms).toFixed(0)} ms)`);
    log(`  resident memory: ${mb(before)} before, ${mb(peak)} at the highest: +${mb(peak - before)} (target < +100 MB)`);
  } finally {
    await stopServer(server);
  }
}

/** One upload for a new user: the milliseconds to its answer, and the answer (`201 processed`, or the status and code). */
async function send(key: string, pdf: Buffer, externalId: string): Promise<{ ms: number; outcome: string }> {
  await fetch(`${BASE}/v1/users`, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: JSON.stringify({ external_id: externalId }) });
  const started = performance.now();
  const response = await fetch(`${BASE}/v1/documents?external_id=${externalId}&type=imss_constancia`, {
    method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/pdf' }, body: pdf,
  });
  const answer = (await response.json()) as { data: { status: string } | null; error: { code: string } | null };
  return { ms: performance.now() - started, outcome: `${response.status} ${answer.data?.status ?? answer.error?.code}` };
}

/** One upload that must be processed: the milliseconds to its 201. */
async function upload(key: string, pdf: Buffer, externalId: string): Promise<number> {
  const { ms, outcome } = await send(key, pdf, externalId);
  if (outcome !== '201 processed') throw new Error(`POST /v1/documents answered ${outcome}`);
  return ms;
}

/**
 * The file grown to `size` as a scan grows one: an object holding `size` bytes of incompressible data (an image's
 * worth), unreferenced, before the cross-reference table, whose offset `startxref` then gives. (Padding after `%%EOF`
 * hides `startxref` from pdf.js's look at the last kilobyte, and it rebuilds the table by scanning the whole file.)
 */
function padded(pdf: Buffer, size: number): Buffer {
  const xrefAt = pdf.lastIndexOf('\nxref') + 1;
  const head = Buffer.from('999 0 obj\n<< /Length 0000000000 >>\nstream\n', 'latin1');
  const tail = Buffer.from('\nendstream\nendobj\n', 'latin1');
  const data = randomBytes(size - pdf.length - head.length - tail.length - 16);
  const object = Buffer.concat([Buffer.from(head.toString('latin1').replace('0000000000', String(data.length).padStart(10, '0')), 'latin1'), data, tail]);
  const rest = pdf.subarray(xrefAt).toString('latin1').replace(/startxref\s+(\d+)/, (_, offset: string) => `startxref\n${Number(offset) + object.length}`);
  return Buffer.concat([pdf.subarray(0, xrefAt), object, Buffer.from(rest, 'latin1')]);
}

async function aCompany(url: string): Promise<string> {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    return (await new CreateCompany(database.unitOfWork, systemClock).execute('Bench lender', 'sandbox')).privateKey;
  } finally {
    await database.close();
  }
}

async function rss(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
