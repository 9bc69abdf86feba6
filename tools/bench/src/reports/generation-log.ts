/** What a server logs of each report it made (`Reports` log lines), and which process made it. */
export interface LoggedGeneration {
  readonly process: number;
  readonly figuresMs: number;
  readonly pdfMs: number;
  readonly pdfBytes: number;
}

/** Collects the servers' report lines from their JSON logs. */
export class GenerationLog {
  private readonly byReport = new Map<string, LoggedGeneration>();

  read(line: string, process: number): void {
    if (!line.includes('"figuresMs"')) return;
    const entry = JSON.parse(line) as { reportId: string; figuresMs: number; pdfMs: number; pdfBytes: number };
    this.byReport.set(entry.reportId, { process, figuresMs: entry.figuresMs, pdfMs: entry.pdfMs, pdfBytes: entry.pdfBytes });
  }

  of(reportId: string): LoggedGeneration {
    const found = this.byReport.get(reportId);
    if (!found) throw new Error(`no server logged the making of report ${reportId}`);
    return found;
  }
}
