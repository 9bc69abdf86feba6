import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { resolve } from 'node:path';
import { BUILT_API_MAIN } from '@gig/persistence/testing';
import { log, numberFlag, percentile } from '../bench-script';
import { sql } from '../refresh/refresh-cohort';
import { ensureDatabase } from '../seed-bench-data';
import { BACKGROUND_LOOPS_OFF } from '../service-env';
import { spawnServer, stopServer } from '../spawn-server';

const PORT = numberFlag('port', 3140);
const FILE_BYTES = 5 * 1024 * 1024;
const CHUNK = 64 * 1024;
/** 64 KB every 64 ms: 1 MB/s, as in the run. */
const CHUNK_EVERY_MS = 64;

/**
 * `npm run bench:verify-uploads`: the memory a process spends on uploads its verification limit refuses. On PostgreSQL
 * (BENCH_DATABASE_URL, a database it may wipe), with VERIFY_LIMIT_PER_MINUTE=1 and the limit used up, `--uploads` (30)
 * 5 MB `application/pdf` bodies sent at once at 1 MB/s each; prints each one's time to its answer and the process's
 * resident memory (VmRSS) before and at its highest while they ran. `--main` another build's `main.js` to compare.
 */
async function main() {
  const uploads = numberFlag('uploads', 30);
  const script = resolve(process.argv.includes('--main') ? process.argv[process.argv.indexOf('--main') + 1] : BUILT_API_MAIN);
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gig_bench_verify';
  await ensureDatabase(url);
  await sql(url, 'DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  const env = { DATABASE_URL: url, SEED_DEMO: 'false', LOG_LEVEL: 'warn', VERIFY_LIMIT_PER_MINUTE: '1', ...BACKGROUND_LOOPS_OFF };
  const server = await spawnServer(script, env, PORT);
  try {
    for (let i = 0; i < 2; i++) await fetch(`http://127.0.0.1:${PORT}/verify/00000000-0000-4000-8000-000000000000?format=json`);
    await upload();
    await new Promise((settle) => setTimeout(settle, 2_000));
    const before = await rss(server.pid as number);
    let peak = before;
    const sampling = setInterval(() => void rss(server.pid as number).then((now) => (peak = Math.max(peak, now)), () => undefined), 20);
    const answers = await Promise.all(Array.from({ length: uploads }, upload));
    await new Promise((settle) => setTimeout(settle, 1_000));
    clearInterval(sampling);
    const ms = answers.filter((answer) => answer.status).map((answer) => answer.ms);
    const outcomes = answers.map((answer) => (answer.status ? String(answer.status) : `no answer (${answer.error})`));
    const statuses = [...new Set(outcomes)].map((outcome) => `${outcomes.filter((o) => o === outcome).length} × ${outcome}`).join(', ');
    log(`${uploads} concurrent 5 MB uploads at 1 MB/s from a limited address (${script}):`);
    log(`  answered ${statuses}; time to the answer p50 ${percentile(ms, 50).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms; bytes sent before it, max ${(Math.max(...answers.map((a) => a.sent)) / 1024).toFixed(0)} KB`);
    log(`  resident memory: ${mb(before)} before, ${mb(peak)} at the highest: +${mb(peak - before)}`);
  } finally {
    await stopServer(server);
  }
}

/**
 * One slow upload: resolves with its answer's status and time once the answer comes (the rest is not sent); `status` 0
 * when the connection ended without an answer (`error` says how), after at most the time a whole upload takes.
 */
function upload(): Promise<{ status: number; ms: number; sent: number; error?: string }> {
  return new Promise((done) => {
    const started = performance.now();
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = (status: number, error?: string) => {
      clearTimeout(timer);
      clearTimeout(deadline);
      done({ status, ms: performance.now() - started, sent, error });
    };
    const deadline = setTimeout(() => (finish(0, 'no answer'), req.destroy()), (FILE_BYTES / CHUNK) * CHUNK_EVERY_MS + 5_000);
    const req = request({ host: '127.0.0.1', port: PORT, method: 'POST', path: '/verify', headers: { 'content-type': 'application/pdf', 'content-length': FILE_BYTES, accept: 'application/json' } });
    req.on('response', (res) => {
      finish(res.statusCode ?? 0);
      res.resume();
      res.on('end', () => req.destroy());
    });
    req.on('error', (error: NodeJS.ErrnoException) => finish(0, error.code ?? error.message));
    const send = () => {
      const chunk = Buffer.alloc(Math.min(CHUNK, FILE_BYTES - sent), 0x25);
      sent += chunk.length;
      req.write(chunk);
      if (sent < FILE_BYTES) timer = setTimeout(send, CHUNK_EVERY_MS);
      else req.end();
    };
    send();
  });
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
