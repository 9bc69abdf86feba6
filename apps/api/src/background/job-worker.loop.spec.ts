import type { Job, JobScope, JobWorker } from '@gig/domain';
import { PinoLogger } from 'nestjs-pino';
import { storage, Store } from 'nestjs-pino/storage';
import { Writable } from 'node:stream';
import { JobSignal } from './job-signal';
import { BackgroundLoops } from './background-loops';
import { jobWorkerLoop } from './job-worker.loop';

const JOB: Job = { id: '42', kind: 'retrieve_account_data', subjectId: 'account-1', attempts: 2, runAt: new Date(0) };

describe('jobWorkerLoop', () => {
  it('logs a job under its own job id, not under the request that signalled it', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const pino = new PinoLogger({ pinoHttp: [{ level: 'info' }, stream] });
    let queued: Job | null = null;
    let ran!: () => void;
    const done = new Promise<void>((resolve) => (ran = resolve));
    const worker = {
      runOnce: async (scope: JobScope) => {
        const job = queued;
        queued = null;
        if (!job) return false;
        await scope(job, async () => pino.info('retrieving'));
        ran();
        return true;
      },
    } as unknown as JobWorker;
    const signal = new JobSignal();
    const service = new BackgroundLoops([jobWorkerLoop({ worker, signal, options: { enabled: true, pollMs: 60_000 }, pino, refreshRoom: new JobSignal() })]);
    await service.onApplicationBootstrap();
    await new Promise((resolve) => setTimeout(resolve, 20));

    const request = pino.logger.child({ req: { id: 'request-1' } });
    storage.run(new Store(request), () => {
      pino.info('queued');
      queued = JOB;
      signal.notify();
    });
    await done;
    await service.onApplicationShutdown();

    expect(lines.map((line) => [line.msg, (line.req as { id?: string } | undefined)?.id, line.job])).toEqual([
      ['queued', 'request-1', undefined],
      ['retrieving', undefined, '42'],
      ['job ran', undefined, '42'],
    ]);
    expect(lines[2]).toMatchObject({ kind: 'retrieve_account_data', subjectId: 'account-1', attempt: 2, ms: expect.any(Number) });
  });

  it('starts a lane that found nothing again on the next signal, while another lane still runs a long job', async () => {
    const pino = new PinoLogger({ pinoHttp: { level: 'silent' } });
    const queued: Job[] = [{ ...JOB, id: 'long' }];
    const ran: string[] = [];
    let releaseLong!: () => void;
    const longHeld = new Promise<void>((resolve) => (releaseLong = resolve));
    let quickRan!: () => void;
    const quickDone = new Promise<void>((resolve) => (quickRan = resolve));
    const worker = {
      runOnce: async (scope: JobScope) => {
        const job = queued.shift();
        if (!job) return false;
        await scope(job, async () => {
          ran.push(job.id);
          if (job.id === 'long') await longHeld;
          else quickRan();
        });
        return true;
      },
    } as unknown as JobWorker;
    const signal = new JobSignal();
    const service = new BackgroundLoops([jobWorkerLoop({ worker, signal, options: { enabled: true, pollMs: 60_000, concurrency: 2 }, pino, refreshRoom: new JobSignal() })]);
    await service.onApplicationBootstrap();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ran).toEqual(['long']);

    queued.push({ ...JOB, id: 'quick' });
    signal.notify();
    const quickFirst = await Promise.race([quickDone.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 1_000))]);
    releaseLong();
    await service.onApplicationShutdown();
    expect([quickFirst, ran]).toEqual([true, ['long', 'quick']]);
  });
});
