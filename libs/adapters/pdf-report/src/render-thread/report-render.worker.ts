import { parentPort, workerData } from 'node:worker_threads';
import { reportFonts } from '../layout/report-fonts';
import { renderSignedReportPdf } from '../signed-report-pdf';
import { createReportSigners, ReportSignerKeys } from '../report-signers';
import type { ReportDocument } from '@gig/domain';

/** What a render thread starts with: each environment's signing PKCS#12 (copied to it once) and passphrase. */
export interface RenderThreadData {
  readonly keys: ReportSignerKeys;
}

/** One report to render and sign: plain data, copied to the thread. */
export interface RenderRequest {
  readonly id: number;
  readonly report: ReportDocument;
}

/** The signed PDF (its ArrayBuffer transferred, not copied), or the failure's message. */
export type RenderReply = { readonly id: number; readonly pdf: ArrayBuffer } | { readonly id: number; readonly failure: string };

/**
 * A render thread's entry: renders and signs one report at a time, off the API's event loop. It imports no domain
 * values (only types), so it loads the PDF code alone; failures go back as messages, which the pool turns into the
 * `unable_to_generate_insights_pdf` error. (The pool imports its types, which also puts it in the build.)
 */
if (!parentPort) throw new Error('report-render.worker runs as a worker thread.');
const port = parentPort;
const signers = createReportSigners((workerData as RenderThreadData).keys);
reportFonts();

port.on('message', ({ id, report }: RenderRequest) => {
  renderSignedReportPdf(report, signers).then(
    (pdf) => {
      const buffer = ownArrayBuffer(pdf);
      port.postMessage({ id, pdf: buffer } satisfies RenderReply, [buffer]);
    },
    (error: unknown) => port.postMessage({ id, failure: (error as Error).message } satisfies RenderReply),
  );
});

/** The bytes in an ArrayBuffer of their own, which can be transferred (a Buffer may share a larger one). */
function ownArrayBuffer(bytes: Buffer): ArrayBuffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer) return bytes.buffer;
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return copy.buffer;
}
