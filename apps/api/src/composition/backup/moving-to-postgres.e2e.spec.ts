import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';
import { builtServers, exited, pause, runCli } from '../../testing/built-server';
import { embeddedServerDatabase, ServerDatabase } from '../../testing/spawned-server.databases';
import { WebhookReceiver } from '../../testing/webhook-receiver';
import { CREDENTIALS_KEY, emptyPostgresDatabase, printed, scratchFolder } from './backup.spec-setup';

const PASSWORD = 'a long console password';
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const WORKERS = ['mover-1', 'mover-2'].map((external_id, i) => ({
  external_id,
  accounts: [{
    platform: 'uber', country: 'mx', identifier: `${external_id}@example.com`, last_successful_connection: day(1),
    earnings: [30, 20, 10].map((ago) => ({ earning_date: day(ago), amount: 100.25 * (ago + i), currency: 'mxn', count_trips: ago })),
  }],
}));

/** `npm run admin -- backup`, then `restore` with DATABASE_URL: the way out of the embedded default (docs/guide/backups.md, "Moving to PostgreSQL"). */
(process.env.TEST_DATABASE_URL ? describe : describe.skip)('Moving from the embedded database to PostgreSQL', () => {
  const servers = builtServers();
  let embedded: ServerDatabase;
  let receiver: WebhookReceiver;
  const scratch = scratchFolder('gig-move-e2e-');
  const env = (more: Record<string, string>) => ({
    ...process.env, CREDENTIALS_KEY, SEED_DEMO: 'false', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0', VERIFY_LIMIT_PER_MINUTE: '0', BACKUP_INTERVAL: 'off',
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_POLL_MS: '100', PORT: String(servers.port), ...more,
  });

  beforeAll(async () => {
    embedded = embeddedServerDatabase('move-source');
    receiver = await WebhookReceiver.start();
  }, OPEN_BUDGET_MS);
  afterAll(async () => {
    await servers.killAll();
    await receiver.close();
    await embedded.dispose();
    scratch.dispose();
  }, CLOSE_BUDGET_MS);

  it('answers exactly as before: every user\'s aggregated read, the webhook log, the members\' sign-in, every report\'s verification, the API keys', async () => {
    const before = env(embedded.env);
    const company = printed<{ company_id: string; private_key: string }>(await runCli(before, ['company', 'create', '--name', 'Moving Lender']));
    const file = join(scratch.dir, 'workers.json');
    writeFileSync(file, JSON.stringify({ users: WORKERS }));
    printed(await runCli(before, ['import', '--company', company.company_id, '--file', file]));
    const member = printed<{ email: string; set_password_url: string }>(await runCli(before, ['member', 'add', '--company', company.company_id, '--email', 'ops@moving.example']));
    let server = await servers.start(before, '/health');
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${servers.base}${path}`, { method, headers: { 'x-api-key': company.private_key, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = async (answer: Promise<Response>) => {
      const response = await answer;
      return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
    };
    const withoutKey = (path: string, body: unknown) => fetch(`${servers.base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await withoutKey('/console/api/password', { token: new URL(member.set_password_url).searchParams.get('token'), password: PASSWORD })).status).toBe(200);
    const webhook = (await json(call('POST', '/v1/webhooks', { url: receiver.url, name: 'moving', events: ['user.created'] }))).body.data;
    await json(call('POST', '/v1/users', { external_id: 'mover-3' }));
    await receiver.waitFor(1, 30_000);
    const reportIds: string[] = [];
    for (const { external_id } of WORKERS) reportIds.push((await json(call('POST', '/v1/reports', { external_id }))).body.data.report_id as string);
    const pdfs: Buffer[] = [];
    for (const id of reportIds) {
      for (const deadline = Date.now() + 120_000; (await json(call('GET', `/v1/reports/${id}`))).body.data.status === 'generating' && Date.now() < deadline; ) await pause(250);
      pdfs.push(Buffer.from(await (await call('GET', `/v1/reports/${id}/pdf`)).arrayBuffer()));
    }

    const answers = async () => ({
      reads: await Promise.all(['mover-1', 'mover-2', 'mover-3'].map((external_id) =>
        json(call('POST', '/v1/users/earnings/aggregated', { external_id, start_date: day(400), end_date: day(0), options: { details: true } })))),
      webhookLog: await json(call('GET', `/v1/webhooks/${webhook.webhook_id as string}/deliveries`)),
      signIn: await json(withoutKey('/console/api/session', { email: 'ops@moving.example', password: PASSWORD })).then(({ status, body }) => ({ status, member: body.data.member })),
      verified: await Promise.all(reportIds.map((id) => json(fetch(`${servers.base}/verify/${id}?format=json`)))),
      uploaded: await Promise.all(pdfs.map((pdf) => json(fetch(`${servers.base}/verify?format=json`, { method: 'POST', headers: { 'content-type': 'application/pdf' }, body: pdf })))),
    });
    const onEmbedded = await answers();
    expect(onEmbedded.reads.map((read) => read.status)).toEqual([200, 200, 200]);
    expect(onEmbedded.signIn.status).toBe(200);
    expect(onEmbedded.uploaded.map((upload) => upload.body.data.issued)).toEqual([true, true]);

    server.kill('SIGTERM');
    await exited(server);
    const backup = join(scratch.dir, 'move.tar.gz');
    printed(await runCli(before, ['backup', '--to', backup]));
    const after = env({ DATABASE_URL: await emptyPostgresDatabase(process.env.TEST_DATABASE_URL as string), DATA_DIR: join(scratch.dir, 'postgres-data') });
    printed(await runCli(after, ['restore', '--from', backup]));
    server = await servers.start(after, '/health');
    expect(await answers()).toEqual(onEmbedded);
    server.kill('SIGTERM');
  }, 600_000);
});
