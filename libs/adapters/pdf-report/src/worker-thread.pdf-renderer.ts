import { DomainError, ReportDocument, ReportDocumentRenderer } from '@gig/domain';
import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RenderReply, RenderRequest, RenderThreadData } from './render-thread/report-render.worker';
import type { ReportSignerKeys } from './report-signers';

/** The thread's entry beside this file: `.js` in the build, `.ts` under Jest (loaded through ts-node there). */
export const REPORT_RENDER_WORKER = join(__dirname, 'render-thread', `report-render.worker${extname(__filename)}`);

export interface WorkerThreadRendererOptions {
  /** Each environment's signing PKCS#12 and passphrase. */
  readonly keys: ReportSignerKeys;
  /** Render threads (default 1), started on the first report. */
  readonly threads?: number;
  /** The thread's script (tests put one that misbehaves). */
  readonly entry?: string;
}

interface Job {
  readonly request: RenderRequest;
  readonly resolve: (pdf: Uint8Array) => void;
  readonly reject: (error: unknown) => void;
}

interface Thread {
  readonly worker: Worker;
  job: Job | null;
}

/**
 * Renders and signs report PDFs on worker threads, so a PDF's ~0.4 s of CPU never holds up the API's event loop:
 * the same bytes and the same `unable_to_generate_insights_pdf` failures as `SignedReportDocumentRenderer`. Each
 * thread takes one report at a time; the rest wait in order. A thread that dies fails only the report it held and is
 * replaced for the next one. `close()` ends the threads (the graceful shutdown calls it).
 */
export class WorkerThreadReportDocumentRenderer implements ReportDocumentRenderer {
  private readonly threads = new Set<Thread>();
  private readonly queue: Job[] = [];
  private readonly size: number;
  private readonly entry: string;
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: WorkerThreadRendererOptions) {
    this.size = Math.max(1, options.threads ?? 1);
    this.entry = options.entry ?? REPORT_RENDER_WORKER;
  }

  render(report: ReportDocument): Promise<Uint8Array> {
    if (this.closed) return Promise.reject(failure('the render threads are shut down'));
    return new Promise((resolve, reject) => {
      this.queue.push({ request: { id: this.nextId++, report }, resolve, reject });
      this.dispatch();
    });
  }

  /** Ends every thread; reports still waiting fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(failure('the render threads are shut down'));
    await Promise.all([...this.threads].map((thread) => thread.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0 && !this.closed) {
      const thread = [...this.threads].find((candidate) => candidate.job === null) ?? (this.threads.size < this.size ? this.start() : null);
      if (!thread) return;
      const job = this.queue.shift() as Job;
      thread.job = job;
      thread.worker.ref();
      thread.worker.postMessage(job.request);
    }
  }

  private start(): Thread {
    const workerData: RenderThreadData = { keys: this.options.keys };
    const thread: Thread = { worker: startWorker(this.entry, workerData), job: null };
    thread.worker.unref(); // an idle thread keeps no process alive
    thread.worker.on('message', (reply: RenderReply) => this.settle(thread, reply));
    thread.worker.on('error', (error) => this.abandon(thread, `the render thread failed: ${error.message}`));
    thread.worker.on('exit', (code) => this.abandon(thread, `the render thread stopped (exit code ${code})`));
    this.threads.add(thread);
    return thread;
  }

  private settle(thread: Thread, reply: RenderReply): void {
    const job = thread.job;
    if (!job || job.request.id !== reply.id) return;
    thread.job = null;
    thread.worker.unref();
    if ('pdf' in reply) job.resolve(Buffer.from(reply.pdf));
    else job.reject(new DomainError('unable_to_generate_insights_pdf', reply.failure));
    this.dispatch();
  }

  /** The thread is gone or going (an uncaught error, then its exit): fails the report it held; a new thread takes the next. */
  private abandon(thread: Thread, reason: string): void {
    this.threads.delete(thread);
    const job = thread.job;
    thread.job = null;
    job?.reject(failure(reason));
    this.dispatch();
  }
}

function failure(reason: string): DomainError {
  return new DomainError('unable_to_generate_insights_pdf', `Insights PDF cannot be generated: ${reason}`);
}

/** Under Jest the entry is TypeScript: the thread registers ts-node (transpile only) before loading it. */
function startWorker(entry: string, workerData: RenderThreadData): Worker {
  if (!entry.endsWith('.ts')) return new Worker(entry, { workerData });
  const options = { transpileOnly: true, skipProject: true, compilerOptions: { module: 'commonjs', target: 'es2022', esModuleInterop: true } };
  const boot = `require(${JSON.stringify(require.resolve('ts-node'))}).register(${JSON.stringify(options)}); require(${JSON.stringify(entry)});`;
  return new Worker(boot, { eval: true, workerData });
}
