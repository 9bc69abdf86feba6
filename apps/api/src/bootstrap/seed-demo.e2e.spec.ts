import { openTestDatabase } from '@gig/persistence/testing';
import nock from 'nock';
import request from 'supertest';
import type { INestApplication } from '@nestjs/common';
import { composeForTests, TestDatabase } from '../testing/api-harness';
import { createApp } from '../create-app';
import { demoImportDocument, DEMO_WINDOW } from './demo-data';
import { DEMO_USD_RATES } from './demo-usd-rates.data';
import { seedDemoIfEmpty } from './seed-demo';

type Rates = Record<string, Record<string, string>>;
const RATES: Rates = DEMO_USD_RATES.unitsPerUsd;

describe('The first start, on a machine without internet', () => {
  let database: TestDatabase;
  let app: INestApplication;
  let printed = '';

  beforeAll(async () => {
    nock.disableNetConnect();
    nock.enableNetConnect('127.0.0.1');
    database = await openTestDatabase();
    const composition = await composeForTests(database, {}, { FX_RETRY_DELAY_MS: '0' });
    await seedDemoIfEmpty(composition, (text) => (printed += text));
    app = await createApp(composition);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    nock.enableNetConnect();
  });

  const curlBody = (externalId: string) => {
    const line = printed.split('\n').find((text) => text.includes(`"external_id":"${externalId}"`)) ?? '';
    const key = /X-Api-Key: (\S+)'/.exec(line)?.[1] ?? '';
    return { key, body: JSON.parse(/-d '(\{.*\})'$/.exec(line)?.[1] ?? '{}') };
  };

  it('prints a curl line per worker that answers 200 with the demo data', async () => {
    for (const externalId of ['demo-worker-1', 'demo-worker-2']) {
      const { key, body } = curlBody(externalId);
      expect(body).toEqual({ external_id: externalId, ...DEMO_WINDOW, options: { details: true } });
      const answer = await request(app.getHttpServer()).post('/v1/users/earnings/aggregated').set('X-Api-Key', key).send(body);
      expect([externalId, answer.status, answer.body.data.platforms_count]).toEqual([externalId, 200, 2]);
    }
  });

  it('converts the MXN and COP worker to USD with the committed currency-api rates of each day', async () => {
    const { key, body } = curlBody('demo-worker-2');
    const answer = await request(app.getHttpServer()).post('/v1/users/earnings/aggregated').set('X-Api-Key', key).send(body).expect(200);
    const [didi, rappi] = demoImportDocument().users[1].accounts.map((account) => new Map(account.earnings.map((day) => [day.earning_date, day.amount])));
    expect(answer.body.data.earnings).toHaveLength(50);
    for (const day of answer.body.data.earnings) {
      const expected = (didi.get(day.earning_date) ?? 0) / Number(RATES[day.earning_date].mxn) + (rappi.get(day.earning_date) ?? 0) / Number(RATES[day.earning_date].cop);
      expect([day.earning_date, day.currency, day.currency_note]).toEqual([day.earning_date, 'usd', 'converted_from_multiple']);
      expect(Math.abs(day.amount - expected)).toBeLessThanOrEqual(0.011);
    }
  });

  it('commits a rate for every currency of every day of the demo window, as currency-api published it', () => {
    const days = Object.keys(RATES);
    expect(days[days.length - 1]).toBe(DEMO_USD_RATES.coverage.to);
    for (const day of days.filter((d) => d >= '2026-08-10')) {
      expect([day, Object.keys(RATES[day]).sort()]).toEqual([day, ['cop', 'mxn']]);
      expect([day, RATES[day].mxn, RATES[day].cop]).toEqual([day, expect.stringMatching(/^\d+\.\d+$/), expect.stringMatching(/^\d+\.\d+$/)]);
    }
  });
});
