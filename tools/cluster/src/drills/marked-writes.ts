import { pause } from '../managed-process';

/** What a drill wrote through the service, to look for afterwards: users by id, and reports with their PDFs. */
export interface MarkedWrites {
  readonly userIds: string[];
  readonly reports: { id: string; pdf: Buffer | null }[];
}

/** Calls of the public API with one company's key, for the drills that write marked data and read it back. */
export class DrillClient {
  constructor(private readonly key: string) {}

  /** A POST with its own `Idempotency-Key`, sent again with it after a 503's `retry-after` (as a client should), for up to 60 s. */
  async post(url: string, body: unknown): Promise<Record<string, string>> {
    const headers = { 'x-api-key': this.key, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() };
    for (const deadline = Date.now() + 60_000; ;) {
      const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
      if (res.ok) return ((await res.json()) as { data: Record<string, string> }).data;
      if (res.status !== 503 || Date.now() > deadline) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      await pause(Number(res.headers.get('retry-after') ?? 1) * 1000);
    }
  }

  status(url: string, init: RequestInit = {}): Promise<number> {
    return fetch(url, { ...init, headers: { 'x-api-key': this.key, ...init.headers } }).then((r) => r.status);
  }

  /** `count` users named `<mark>-<i>`, and a report on each of `reportUsers` (seeded users: they have a year of earnings). */
  async write(base: string, mark: string, count: number, reportUsers: readonly string[], window: { startDate: string; endDate: string }): Promise<MarkedWrites> {
    const userIds: string[] = [];
    for (let i = 0; i < count; i++) userIds.push((await this.post(`${base}/v1/users`, { external_id: `${mark}-${i}-${Date.now()}` })).user_id);
    const reports: MarkedWrites['reports'] = [];
    for (const userId of reportUsers) {
      const report = await this.post(`${base}/v1/reports`, { user_id: userId, start_date: window.startDate, end_date: window.endDate, language: 'en' });
      reports.push({ id: report.report_id, pdf: null });
    }
    return { userIds, reports };
  }

  /** Waits for each report's PDF (202 while it is being made) and keeps its bytes. */
  async pdfs(base: string, writes: MarkedWrites, withinMs = 120_000): Promise<void> {
    const deadline = Date.now() + withinMs;
    for (const report of writes.reports) {
      while (!report.pdf) {
        const res = await fetch(`${base}/v1/reports/${report.id}/pdf`, { headers: { 'x-api-key': this.key } });
        if (res.status === 200) report.pdf = Buffer.from(await res.arrayBuffer());
        else if (res.status !== 202 || Date.now() > deadline) throw new Error(`report ${report.id}'s PDF: ${res.status} ${await res.text()}`);
        else await pause(500);
      }
    }
  }
}
