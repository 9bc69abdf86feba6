import nock from 'nock';
import { useOfflineNock } from '../testing/offline-nock';
import { TEST_HTTP } from '../testing/test-http';
import { fetchJson, fetchOptionalJson } from './fetch-json';
import { UpstreamError } from './upstream.error';

useOfflineNock();

const URL = 'https://upstream.test/rates.json';
const http = TEST_HTTP;
const upstream = () => nock('https://upstream.test').get('/rates.json');

describe('fetchJson', () => {
  it('parses a JSON body', async () => {
    upstream().reply(200, { ok: true });

    await expect(fetchJson(URL, http)).resolves.toEqual({ ok: true });
  });

  it('retries a 429 once after a jittered wait', async () => {
    const waits: number[] = [];
    const random = () => {
      waits.push(1);
      return 0.25;
    };
    upstream().reply(429, 'slow down').get('/rates.json').reply(200, [1]);

    await expect(fetchJson(URL, { ...http, retryDelayMs: 40, random })).resolves.toEqual([1]);
    expect(waits).toHaveLength(1);
  });

  it('does not retry a 4xx answer or a malformed body', async () => {
    upstream().reply(403, 'forbidden');
    await expect(fetchJson(URL, http)).rejects.toThrow(new UpstreamError('HTTP 403'));

    upstream().reply(200, '{"ok":');
    await expect(fetchJson(URL, http)).rejects.toThrow(new UpstreamError('malformed JSON'));
  });

  it('reports a refused connection as a network error, after one retry', async () => {
    const failure = fetchJson('https://nowhere.test/', http);
    await expect(failure).rejects.toThrow(/network error/);
    await expect(failure).rejects.not.toThrow(/nowhere/);
  });
});

describe('fetchOptionalJson', () => {
  it('answers undefined for a 404', async () => {
    upstream().reply(404, 'Not Found');

    await expect(fetchOptionalJson(URL, http)).resolves.toBeUndefined();
  });
});
