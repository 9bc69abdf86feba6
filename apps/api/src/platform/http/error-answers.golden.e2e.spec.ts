import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS, SWEEP_BUDGET_MS } from '@gig/testing';
import { ApiHarness, openApiHarness } from '../../testing/api-harness';
import { apiClient } from '../../testing/api-client';
import { CorpusIds, fuzzedSample, targetedRequests } from '../../testing/error-corpus';
import { FuzzKeys, FuzzRequest, sendFuzzed } from '../../testing/fuzz-requests';

const GOLDEN = join(__dirname, 'error-answers.golden.json');
const OPENAPI = join(__dirname, '../../../../../docs/openapi.json');

/** One request and what it was answered: the status, and for an error the whole body. */
type Answer = [request: string, status: number, body: unknown];

/**
 * Every error answer of the public API, for a fixed corpus of bad inputs (each body field, query parameter and
 * path id of every operation with values of the wrong kind, and a seeded sample of the fuzzer's requests), is
 * the one recorded in `error-answers.golden.json`. Recorded once with `UPDATE_GOLDEN=1`; a refactoring of the
 * input boundary must leave every byte of it as it is.
 */
describe('the error answers of every operation, against the recorded corpus', () => {
  let h: ApiHarness;
  let keys: FuzzKeys;
  let ids: CorpusIds;

  beforeAll(async () => {
    h = await openApiHarness();
    const company = await h.createCompany();
    keys = { private: company.private_key, public: company.public_key, none: null, garbage: 'sk_sandbox_not-a-real-key' };
    const api = apiClient(h.app, company.private_key);
    const user = await api.createUser('golden-worker');
    const account = await api.post('/v1/accounts', { platform: 'uber', country: 'mx', identifier: 'ana@example.com', user_id: user }).expect(201);
    const webhook = await api.post('/v1/webhooks', { url: 'https://hooks.lender.example/golden', name: 'golden' }).expect(201);
    const widget = await api.post('/v1/widgets', { name: 'golden', allowed_origins: ['https://lender.example'] }).expect(201);
    const report = await api.post('/v1/reports', { user_id: user }).expect(202);
    ids = { user, account: account.body.data.account_id, webhook: webhook.body.data.webhook_id, widget: widget.body.data.widget_id, report: report.body.data.report_id };
  }, OPEN_BUDGET_MS);
  afterAll(() => h.close(), CLOSE_BUDGET_MS);

  it('answers each request of the corpus as recorded', async () => {
    const document = JSON.parse(readFileSync(OPENAPI, 'utf8'));
    const corpus = [...targetedRequests(document, ids), ...fuzzedSample({ userIds: [ids.user], accountIds: [ids.account] }, 1500, 20_261_126)];
    const answers: Answer[] = [];
    for (const fuzzed of corpus) answers.push(await answer(fuzzed));
    if (process.env.UPDATE_GOLDEN === '1' || !existsSync(GOLDEN)) writeFileSync(GOLDEN, `[\n${answers.map((a) => JSON.stringify(a)).join(',\n')}\n]\n`);
    const recorded: Answer[] = JSON.parse(readFileSync(GOLDEN, 'utf8'));
    const changed = answers.filter((a, i) => JSON.stringify(a) !== JSON.stringify(recorded[i])).map((a) => ({ now: a, recorded: recorded[answers.indexOf(a)] }));
    expect(changed.slice(0, 20)).toEqual([]);
    expect(answers.length).toBe(recorded.length);
  }, SWEEP_BUDGET_MS);

  async function answer(fuzzed: FuzzRequest): Promise<Answer> {
    const res = await sendFuzzed(h.app, fuzzed, keys);
    const said = `${fuzzed.method} ${fuzzed.path} ${fuzzed.key} ${fuzzed.contentType ?? ''} ${fuzzed.body ?? ''} ${JSON.stringify(fuzzed.headers)}`;
    return [anonymous(said), res.status, res.status >= 400 ? bodyOf(anonymous(res.text)) : null];
  }

  function bodyOf(text: string): unknown {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }

  function anonymous(text: string): string {
    let named = text;
    for (const [name, id] of Object.entries(ids)) named = named.split(id).join(`{${name}}`);
    return named.replace(/x{20,}/g, (run) => `x{${run.length}}`);
  }
});
