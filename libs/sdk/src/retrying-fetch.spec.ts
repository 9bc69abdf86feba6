import { retryDelayMs, retryingFetch } from './retrying-fetch';

function scripted(...answers: Array<[number, Record<string, string>?]>) {
  const seen: Request[] = [];
  const fetchFn = async (request: Request) => {
    seen.push(request);
    const [status, headers] = answers[Math.min(seen.length - 1, answers.length - 1)];
    return new Response(JSON.stringify({ attempt: seen.length }), { status, headers });
  };
  return { seen, fetchFn };
}

describe('retryingFetch', () => {
  const waits: number[] = [];
  const sleep = async (ms: number) => void waits.push(ms);
  beforeEach(() => waits.splice(0));

  it('waits the retry-after seconds of a 503 and repeats the request, body included', async () => {
    const { seen, fetchFn } = scripted([503, { 'retry-after': '2' }], [200]);
    const response = await retryingFetch(fetchFn, { sleep })(new Request('http://api.test/v1/users', { method: 'POST', body: '{"external_id":"w"}' }));
    expect([response.status, await response.json(), waits]).toEqual([200, { attempt: 2 }, [2000]]);
    expect(await Promise.all(seen.map((request) => request.text()))).toEqual(['{"external_id":"w"}', '{"external_id":"w"}']);
  });

  it('honours a retry-after given as an HTTP date', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(retryDelayMs('Tue, 24 Nov 2026 10:00:03 GMT', 1, 'POST', now)).toBe(3000);
    expect(retryDelayMs('Tue, 24 Nov 2026 09:00:00 GMT', 1, 'POST', now)).toBe(0);
  });

  it('backs off exponentially on a GET answered 429 without retry-after, and gives up after the attempts', async () => {
    const { seen, fetchFn } = scripted([429]);
    const response = await retryingFetch(fetchFn, { sleep, attempts: 3 })(new Request('http://api.test/v1/platforms'));
    expect([response.status, seen.length, waits]).toEqual([429, 3, [500, 1000]]);
  });

  it('does not repeat a POST the server gave no retry-after for, nor wait longer than allowed', async () => {
    const login = scripted([429]);
    expect((await retryingFetch(login.fetchFn, { sleep })(new Request('http://api.test/v1/accounts', { method: 'POST', body: '{}' }))).status).toBe(429);
    const later = scripted([503, { 'retry-after': '3600' }]);
    expect((await retryingFetch(later.fetchFn, { sleep })(new Request('http://api.test/health'))).status).toBe(503);
    expect([login.seen.length, later.seen.length, waits]).toEqual([1, 1, []]);
  });

  it('returns any other answer at once', async () => {
    const { seen, fetchFn } = scripted([500]);
    expect((await retryingFetch(fetchFn, { sleep })(new Request('http://api.test/health'))).status).toBe(500);
    expect(seen.length).toBe(1);
  });
});
