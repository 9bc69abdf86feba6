import { parseDateRange } from '../dates/date-range';
import { DomainError } from '../errors/domain-error';
import { privateKey, publicKey, setup, T0, USER_ID } from './report.spec-setup';

const failure = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a failure'); }, (error: DomainError) => error);
const windowError = (start: string | null | undefined, end: string | null | undefined) => {
  try {
    parseDateRange(start, end);
  } catch (error) {
    return { code: (error as DomainError).code, message: (error as DomainError).message, errors: (error as DomainError).errors };
  }
  throw new Error('the window is valid');
};

describe('RequestReport', () => {
  it('stores a generating report of the last 365 UTC days in Spanish, queues its job in the same unit of work and wakes the worker', async () => {
    const t = await setup();
    const report = await t.request.execute(privateKey, { externalId: 'worker-0001' });
    expect(report).toMatchObject({
      companyId: 'company-1', userId: USER_ID, externalId: 'worker-0001', language: 'es', status: 'generating', createdAt: T0,
      window: { start: '2025-03-11', end: '2026-03-10' }, data: null, dataSha256: null, pdfSha256: null,
    });
    expect(await t.repos.reports.find('company-1', report.id)).toMatchObject({ status: 'generating' });
    expect([...t.store.jobs.values()].map((j) => [j.kind, j.subjectId])).toEqual([['generate_report', report.id]]);
    expect(t.wakes()).toBe(1);
  });

  it('takes a window and a language; start defaults to end − 364', async () => {
    const t = await setup();
    expect(await t.request.execute(privateKey, { userId: USER_ID, startDate: '2026-01-01', endDate: '2026-01-31', language: 'en' }))
      .toMatchObject({ window: { start: '2026-01-01', end: '2026-01-31' }, language: 'en' });
    expect((await t.request.execute(privateKey, { userId: USER_ID, endDate: '2025-12-31' })).window).toEqual({ start: '2025-01-01', end: '2025-12-31' });
  });

  it.each([
    [{ startDate: '2026-02-30', endDate: '2026-03-01' }, windowError('2026-02-30', '2026-03-01')],
    [{ startDate: '2026-03-02', endDate: '2026-03-01' }, windowError('2026-03-02', '2026-03-01')],
    [{ startDate: '2010-01-01', endDate: '2026-03-01' }, windowError('2010-01-01', '2026-03-01')],
    [{ startDate: '2026-03-40' }, windowError('2026-03-40', '2026-03-10')],
  ])('answers a bad window %j as the aggregated read does', async (window, expected) => {
    const t = await setup();
    expect(await failure(t.request.execute(privateKey, { userId: USER_ID, ...window }))).toMatchObject(expected);
  });

  it('names a bad end_date alone when no start_date was given', async () => {
    const t = await setup();
    expect(await failure(t.request.execute(privateKey, { userId: USER_ID, endDate: '10/03/2026' }))).toMatchObject({
      code: 'bad_request', errors: [{ field: 'endDate', message: 'endDate must be a real calendar date written YYYY-MM-DD' }],
    });
  });

  it('lists every problem of the body at once, and refuses another language', async () => {
    const t = await setup();
    const error = await failure(t.request.execute(privateKey, { endDate: 'x', language: 'fr' }));
    expect(error.errors?.map((e) => e.field)).toEqual(['userId', 'externalId', 'endDate', 'language']);
  });

  it('answers USER_NOT_FOUND naming the identifier, and needs a private key', async () => {
    const t = await setup();
    expect(await failure(t.request.execute(privateKey, { externalId: 'nobody' }))).toMatchObject({ code: 'USER_NOT_FOUND', message: "No user with externalId 'nobody' in your company." });
    expect(await failure(t.request.execute(publicKey, { userId: USER_ID }))).toMatchObject({ code: 'forbidden_error' });
    expect(t.store.reports.size).toBe(0);
  });

  it('refuses the 21st report of a UTC day with too_many_requests until midnight, and takes it the next day', async () => {
    const t = await setup();
    for (let i = 0; i < 20; i++) await t.request.execute(privateKey, { userId: USER_ID });
    const refused = await failure(t.request.execute(privateKey, { userId: USER_ID }));
    expect(refused).toMatchObject({ code: 'too_many_requests', retryAfterSeconds: 9 * 3600 });
    expect(t.store.jobs.size).toBe(20);
    t.clock.set('2026-03-11T00:00:00.000Z');
    await expect(t.request.execute(privateKey, { userId: USER_ID })).resolves.toMatchObject({ status: 'generating' });
  });
});
