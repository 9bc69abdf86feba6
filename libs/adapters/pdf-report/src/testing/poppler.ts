import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TOOLS = ['pdfsig', 'pdfdetach', 'pdftotext', 'pdfinfo', 'pdffonts'] as const;

/** Whether Poppler's command-line tools are installed (CI installs poppler-utils). */
export function popplerMissing(): string | null {
  const missing = TOOLS.filter((tool) => spawnSync(tool, ['-v']).error !== undefined);
  return missing.length === 0 ? null : `Poppler's ${missing.join(', ')} not found: install poppler-utils to run these checks`;
}

/** `describe`, or `describe.skip` with a message saying why, when Poppler is missing. */
export function describeWithPoppler(name: string, body: () => void): void {
  const missing = popplerMissing();
  if (missing) {
    describe.skip(`${name} (skipped: ${missing})`, body);
    console.warn(`${name}: skipped, ${missing}`);
    return;
  }
  describe(name, body);
}

/** Runs a Poppler tool on the PDF written to a fresh temporary file; stdout, whatever the exit status. */
export function poppler(tool: (typeof TOOLS)[number], pdf: Uint8Array, args: string[] = []): string {
  const file = pdfFile(pdf);
  const result = spawnSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
  return `${result.stdout}${result.stderr}`;
}

/** The attachment number `n` as `pdfdetach -save n` extracts it. */
export function detach(pdf: Uint8Array, n: number): Buffer {
  const file = pdfFile(pdf);
  const out = join(file, '..', 'attachment');
  execFileSync('pdfdetach', ['-save', String(n), '-o', out, file]);
  return readFileSync(out);
}

export function pdfFile(pdf: Uint8Array): string {
  const file = join(mkdtempSync(join(tmpdir(), 'pdf-report-')), 'report.pdf');
  writeFileSync(file, pdf);
  return file;
}

/** Page `n`'s text in Poppler's reading order, runs of white space made one space. */
export function pageText(pdf: Uint8Array, n: number): string {
  return poppler('pdftotext', pdf, ['-f', String(n), '-l', String(n)]).replace(/\s+/g, ' ');
}

/** For each page, the lowest point (from the top, in points) that any word above the footer reaches. */
export function lowestWordPerPage(pdf: Uint8Array, footerTop: number): number[] {
  return poppler('pdftotext', pdf, ['-bbox']).split('<page ').slice(1).map((page) =>
    Math.max(0, ...[...page.matchAll(/yMax="([\d.]+)"/g)].map((match) => Number(match[1])).filter((y) => y < footerTop)));
}
