/** The two report calls the bench makes, on one server process. */
export class ReportApi {
  constructor(private readonly baseUrl: string, private readonly privateKey: string) {}

  /** `POST /v1/reports`; the new report's id. */
  async request(body: Record<string, string>): Promise<string> {
    const response = await fetch(`${this.baseUrl}/v1/reports`, {
      method: 'POST',
      headers: { 'x-api-key': this.privateKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { data: { report_id: string } | null; error: unknown };
    if (response.status !== 202 || !answer.data) throw new Error(`POST /v1/reports answered ${response.status}: ${JSON.stringify(answer.error)}`);
    return answer.data.report_id;
  }

  /** Polls `GET /v1/reports/{id}` until none of them is `generating`. */
  async waitUntilDone(ids: readonly string[], timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const pending = new Set(ids);
    while (pending.size > 0) {
      if (Date.now() > deadline) throw new Error(`${pending.size} reports still generating after ${timeoutMs} ms`);
      for (const id of [...pending]) if ((await this.status(id)) !== 'generating') pending.delete(id);
      if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  private async status(id: string): Promise<string> {
    const response = await fetch(`${this.baseUrl}/v1/reports/${id}`, { headers: { 'x-api-key': this.privateKey } });
    const answer = (await response.json()) as { data: { status: string } | null };
    if (!answer.data) throw new Error(`GET /v1/reports/${id} answered ${response.status}`);
    return answer.data.status;
  }
}
