import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type request from 'supertest';

/** The harness's clock reads 2025-03-15T12:00Z: a report's default window is 2024-03-16 … 2025-03-15. */
export const TODAY = '2025-03-15';

const day = (earning_date: string, amount: number, currency: string, count_trips: number | null) => ({ earning_date, amount, currency, count_trips });

/** Two workers imported with their days: one on uber and didi, one whose PDF the sandbox makes fail. */
export const WORKERS = {
  users: [
    {
      external_id: 'cliente-000123456789',
      accounts: [
        {
          platform: 'uber', country: 'mx', identifier: 'ana@example.com', last_successful_connection: '2025-03-14',
          earnings: [day('2025-01-06', 512.4, 'mxn', 9), day('2025-02-03', 800, 'mxn', 12), day('2025-03-03', 640.5, 'mxn', 10)],
        },
        {
          platform: 'didi', country: 'mx', identifier: 'ana@example.com', last_successful_connection: '2025-03-14',
          earnings: [day('2025-02-03', 100, 'mxn', 2), day('2025-03-10', 300, 'mxn', 5)],
        },
      ],
    },
    {
      external_id: 'sandbox-insights-pdf-fails',
      accounts: [{
        platform: 'uber', country: 'mx', identifier: 'luis@example.com', last_successful_connection: '2025-03-14',
        earnings: [day('2025-03-01', 250, 'mxn', 4)],
      }],
    },
  ],
};

/** Supertest's body of an application/pdf answer, as bytes. */
export const pdfParser = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** Runs a Poppler tool on the PDF (written to a temporary file), `args` before the file; its stdout and stderr. */
export function poppler(tool: 'pdfsig' | 'pdftotext' | 'pdfinfo', pdf: Buffer, args: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), 'report-e2e-'));
  try {
    const file = join(dir, 'report.pdf');
    writeFileSync(file, pdf);
    const result = spawnSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-layout', '-'] : [])], { encoding: 'utf8' });
    return `${result.stdout}${result.stderr}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every attachment `pdfdetach -saveall` extracts, by file name. */
export function detachAll(pdf: Buffer): Record<string, Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'report-e2e-'));
  try {
    const file = join(dir, 'report.pdf');
    writeFileSync(file, pdf);
    const out = join(dir, 'attachments');
    mkdirSync(out);
    execFileSync('pdfdetach', ['-saveall', '-o', out, file]);
    return Object.fromEntries(readdirSync(out).map((name) => [name, readFileSync(join(out, name))]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
