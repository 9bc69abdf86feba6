import { isErrorCode } from '@gig/domain';
import fc from 'fast-check';
import request from 'supertest';
import { ApiHarness, onEveryDatabase, openApiHarness } from '../../testing/api-harness';
import { apiClient } from '../../testing/api-client';
import { FuzzKeys, FuzzRequest, fuzzRequests, sendFuzzed } from '../../testing/fuzz-requests';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS, SWEEP_BUDGET_MS } from '@gig/testing';

const RUNS = 5_000;
const SEED = 20_261_124;

onEveryDatabase((name, postgresUrl) => {
  describe(`${RUNS} fuzzed requests over every route, on ${name}`, () => {
    let h: ApiHarness;
    let keys: FuzzKeys;
    let ids: { userIds: string[]; accountIds: string[] };

    beforeAll(async () => {
      h = await openApiHarness({ postgresUrl });
      const company = await h.createCompany();
      const other = await h.createCompany('Other Lending');
      keys = { private: company.private_key, public: company.public_key, none: null, garbage: 'sk_sandbox_not-a-real-key' };
      const api = apiClient(h.app, company.private_key);
      const userId = await api.createUser('fuzz-worker');
      const account = await api.post('/v1/accounts', { platform: 'uber', country: 'mx', identifier: 'ana@example.com', user_id: userId }).expect(201);
      const otherUser = await apiClient(h.app, other.private_key).createUser('someone-else');
      ids = { userIds: [userId, otherUser], accountIds: [account.body.data.account_id] };
    }, OPEN_BUDGET_MS);
    afterAll(() => h.close(), CLOSE_BUDGET_MS);

    it('answers every one below 500, in the envelope, with a catalogue code', async () => {
      const failures: string[] = [];
      let sent = 0;
      await fc.assert(
        fc.asyncProperty(fuzzRequests(ids), async (fuzzed) => {
          sent++;
          const res = await send(fuzzed);
          const error = res.body?.error;
          const wellFormed = res.status < 400
            ? res.body?.success === true && error === null
            : res.body?.success === false && res.body.data === null && typeof error?.message === 'string' && (isErrorCode(error.code) || error.code === 'internal_error');
          if (res.status >= 500 || !wellFormed) failures.push(`${res.status} ${fuzzed.method} ${fuzzed.path} ${JSON.stringify(fuzzed).slice(0, 300)} → ${res.text.slice(0, 200)}`);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      expect(sent).toBe(RUNS);
      expect(failures).toEqual([]);
    }, SWEEP_BUDGET_MS);

    function send(fuzzed: FuzzRequest): Promise<request.Response> {
      return sendFuzzed(h.app, fuzzed, keys);
    }
  });
});
