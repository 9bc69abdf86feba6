import { accountStatus } from '@gig/domain';

/** The quiet company of `--noisy-neighbour`: a new worker connects a sandbox account, then the lender asks for a report. */
export class QuietLender {
  private accounts = 0;

  constructor(private readonly baseUrl: string, private readonly privateKey: string) {}

  /** A new user whose sandbox uber account it connects: the time from its `validate` to `success`, then from the report's POST to `ready`. */
  async sample(): Promise<{ syncMs: number; reportMs: number }> {
    const userId = (await this.call('POST', '/v1/users', {}, 201)).user_id;
    const n = ++this.accounts;
    const accountId = (await this.call('POST', '/v1/accounts', { identifier: `quiet-${n}@example.com`, platform: 'uber', country: 'mx', user_id: userId }, 201)).account_id;
    const validated = performance.now();
    await this.call('POST', `/v1/accounts/${accountId}/validate`, { otp_code: '123456' }, 200);
    await this.until(`/v1/accounts/${accountId}`, (status) => status === accountStatus.success, accountStatus.syncing);
    const syncMs = performance.now() - validated;
    const asked = performance.now();
    const reportId = (await this.call('POST', '/v1/reports', { user_id: userId }, 202)).report_id;
    await this.until(`/v1/reports/${reportId}`, (status) => status === 'ready', 'generating');
    return { syncMs, reportMs: performance.now() - asked };
  }

  /** Polls every 20 ms while the status is `passing`; fails on any other than the one `done` accepts, or after 120 s. */
  private async until(path: string, done: (status: string) => boolean, passing: string): Promise<void> {
    for (const deadline = Date.now() + 120_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 20))) {
      const { status } = await this.call('GET', path, undefined, 200);
      if (done(status)) return;
      if (status !== passing && status !== 'pending') throw new Error(`${path} is ${status}`);
    }
    throw new Error(`${path} still not done after 120 s`);
  }

  private async call(method: string, path: string, body: object | undefined, expected: number): Promise<Record<string, string>> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method, headers: { 'x-api-key': this.privateKey, 'content-type': 'application/json' }, body: body && JSON.stringify(body),
    });
    const answer = (await response.json()) as { data: Record<string, string> | null; error: unknown };
    if (response.status !== expected || !answer.data) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer.error)}`);
    return answer.data;
  }
}
