import { addDays, parseDateRange } from '@gig/domain';
import { LOOKBACK_DAYS } from '@gig/fx';
import { openTestDatabase } from '@gig/persistence/testing';
import nock from 'nock';
import request from 'supertest';
import type { INestApplication } from '@nestjs/common';
import { composeForTests, TestDatabase } from '../../testing/api-harness';
import { createApp } from '../create-app';
import { demoImportDocument, DEMO_WINDOW } from './demo-data';
import { DEMO_USD_RATES } from './demo-usd-rates.data';
import { seedDemoIfEmpty } from './seed-demo';
import { AGGREGATED_EARNINGS_EXAMPLES } from '../../platform/docs/operation-examples';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from '@gig/testing';

type Rates = Record<string, Record<string, string>>;
const RATES: Rates = DEMO_USD_RATES.unitsPerUsd;
const DECIMAL = /^\d+\.\d+$/;

/** Per demo worker, one map per account: earning day → amount. */
const accountsOf = (index: number) =>
  demoImportDocument().users[index].accounts.map((account) => new Map(account.earnings.map((day) => [day.earning_date, day.amount])));

describe('The first start, on a machine without internet', () => {
  let database: TestDatabase;
  let app: INestApplication;
  let printed = '';

  beforeAll(async () => {
    nock.disableNetConnect();
    nock.enableNetConnect('127.0.0.1');
    database = await openTestDatabase();
    const composition = await composeForTests(database, {}, { FX_RETRY_DELAY_MS: '0', SEED_DEMO: 'true' });
    await seedDemoIfEmpty(composition, (text) => (printed += text));
    app = await createApp(composition);
  }, OPEN_BUDGET_MS);
  afterAll(async () => {
    await app.close();
    await database.close();
    nock.enableNetConnect();
  }, CLOSE_BUDGET_MS);

  const curlBody = (externalId: string) => {
    const line = printed.split('\n').find((text) => text.includes(`"external_id":"${externalId}"`)) ?? '';
    const key = /X-Api-Key: (\S+)'/.exec(line)?.[1] ?? '';
    return { key, body: JSON.parse(/-d '(\{.*\})'$/.exec(line)?.[1] ?? '{}') };
  };
  const runCurl = (externalId: string) => {
    const { key, body } = curlBody(externalId);
    return request(app.getHttpServer()).post('/v1/users/earnings/aggregated').set('X-Api-Key', key).send(body);
  };

  /** The worker's curl line answers `days` days in `currency` with `note`, each within `tolerance` of `expected(date)`. */
  async function expectEachDay(externalId: string, answer: { days: number; currency: string; note: string | null; tolerance: number }, expected: (date: string) => number) {
    const earnings = (await runCurl(externalId).expect(200)).body.data.earnings;
    expect(earnings).toHaveLength(answer.days);
    for (const day of earnings) {
      expect([day.earning_date, day.currency, day.currency_note]).toEqual([day.earning_date, answer.currency, answer.note]);
      expect(Math.abs(day.amount - expected(day.earning_date))).toBeLessThanOrEqual(answer.tolerance);
    }
  }

  it('prints a curl line per worker that answers 200 with the demo data', async () => {
    for (const externalId of ['demo-worker-1', 'demo-worker-2']) {
      expect(curlBody(externalId).body).toEqual({ external_id: externalId, ...DEMO_WINDOW, options: { details: true } });
      const answer = await runCurl(externalId);
      expect([externalId, answer.status, answer.body.data.platforms_count]).toEqual([externalId, 200, 2]);
    }
  });

  it("gives /docs example requests of the aggregated read that return the demo's data, and answers the example's day", async () => {
    const { key } = curlBody('demo-worker-1');
    const { byExternalId, answer } = AGGREGATED_EARNINGS_EXAMPLES;
    const read = await request(app.getHttpServer()).post('/v1/users/earnings/aggregated').set('X-Api-Key', key).send(byExternalId.value).expect(200);
    expect([read.body.data.platforms_count, read.headers['x-gig-excluded-accounts']]).toEqual([2, undefined]);
    const exampleDay = answer.data.earnings[0];
    const day = read.body.data.earnings.find((entry: { earning_date: string }) => entry.earning_date === exampleDay.earning_date);
    expect({ ...day, details: day.details.map(({ account_id: _, ...detail }: { account_id: string }) => detail) })
      .toEqual({ ...exampleDay, details: exampleDay.details.map(({ account_id: _, ...detail }) => detail) });
  });

  it('prints /connect/demo, which hands the demo widget a new connect token for demo-worker-1 at every visit', async () => {
    const link = new URL(printed.split('\n').find((text) => text.includes('/connect/demo'))?.trim() ?? 'http://invalid/');
    expect(link.pathname).toBe('/connect/demo');
    const server = request(app.getHttpServer());
    const tokens: string[] = [];
    const widgets = new Set<string>();
    for (const visit of [1, 2]) {
      const answer = await server.get(link.pathname).expect(303);
      expect([visit, answer.headers['cache-control']]).toEqual([visit, 'no-store']);
      const target = new URL(answer.headers['location'], link.origin);
      expect(target.pathname).toBe('/connect');
      tokens.push(target.searchParams.get('connect_token') ?? '');
    }
    expect(new Set(tokens).size).toBe(2);
    for (const token of tokens) {
      const session = await server.get('/v1/connect/session').set('Authorization', `Bearer ${token}`).expect(200);
      expect([session.body.data.external_id, session.body.data.accounts.length]).toEqual(['demo-worker-1', 2]);
      widgets.add(session.body.data.widget_id);
    }
    expect(widgets.size).toBe(1);
    const english = await server.get('/connect/demo?lang=en').expect(303);
    expect(new URL(english.headers['location'], link.origin).searchParams.get('lang')).toBe('en');
  });

  it('prints a one-time console link: it sets the demo admin\'s password, who then signs in', async () => {
    const link = new URL(printed.split('\n').find((text) => text.includes('/console/set-password?'))?.trim() ?? 'http://invalid/');
    const server = request(app.getHttpServer());
    const set = await server.post('/console/api/password').send({ token: link.searchParams.get('token'), password: 'a demo password, long enough' });
    expect([set.status, set.body.data]).toEqual([200, { email: 'admin@demo.example' }]);
    const signIn = await server.post('/console/api/session').send({ email: 'admin@demo.example', password: 'a demo password, long enough' });
    expect([signIn.status, signIn.body.data.member.role, signIn.body.data.member.company_name]).toEqual([200, 'admin', 'Demo Company']);
  });

  it('answers the MXN-only worker in MXN, each day the sum of its two accounts', async () => {
    const [uber, rappi] = accountsOf(0);
    await expectEachDay('demo-worker-1', { days: 60, currency: 'mxn', note: null, tolerance: 0.005 }, (date) => (uber.get(date) ?? 0) + (rappi.get(date) ?? 0));
  });

  it('converts the MXN and COP worker to USD with the committed currency-api rates of each day', async () => {
    const [didi, rappi] = accountsOf(1);
    await expectEachDay('demo-worker-2', { days: 50, currency: 'usd', note: 'converted_from_multiple', tolerance: 0.011 }, (date) =>
      (didi.get(date) ?? 0) / Number(RATES[date].mxn) + (rappi.get(date) ?? 0) / Number(RATES[date].cop));
  });

  it('asks for a window the API accepts, holding every demo earning', () => {
    const days = demoImportDocument().users.flatMap((user) => user.accounts.flatMap((account) => account.earnings.map((day) => day.earning_date)));
    expect(parseDateRange(DEMO_WINDOW.start_date, DEMO_WINDOW.end_date)).toEqual({ start: DEMO_WINDOW.start_date, end: DEMO_WINDOW.end_date });
    expect(days.filter((day) => day < DEMO_WINDOW.start_date || day > DEMO_WINDOW.end_date)).toEqual([]);
  });

  it('commits, as currency-api published them, a rate for every currency of every converted day', () => {
    const converted = [...accountsOf(1)[1].keys()];
    expect(converted.filter((day) => day < DEMO_USD_RATES.coverage.from || day > DEMO_USD_RATES.coverage.to)).toEqual([]);
    for (const day of converted) {
      expect([day, Object.keys(RATES[day] ?? {}).sort()]).toEqual([day, ['cop', 'mxn']]);
      expect([day, RATES[day].mxn, RATES[day].cop]).toEqual([day, expect.stringMatching(DECIMAL), expect.stringMatching(DECIMAL)]);
    }
  });

  it('has a published rate within the lookback for every day of its coverage, one per version read', () => {
    const published = Object.keys(RATES);
    expect([published[0], published.length]).toEqual([DEMO_USD_RATES.coverage.from, DEMO_USD_RATES.versions.length]);
    for (let day: string = DEMO_USD_RATES.coverage.from; day <= DEMO_USD_RATES.coverage.to; day = addDays(day, 1)) {
      const latest = published.filter((p) => p <= day).at(-1) ?? '';
      expect([day, latest >= addDays(day, -LOOKBACK_DAYS)]).toEqual([day, true]);
      expect([latest, RATES[latest].mxn, RATES[latest].cop]).toEqual([latest, expect.stringMatching(DECIMAL), expect.stringMatching(DECIMAL)]);
    }
  });
});
