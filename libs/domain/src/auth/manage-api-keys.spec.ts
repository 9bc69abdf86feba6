import { InMemoryStore, InMemoryUnitOfWork, TestClock } from '@gig/testing';
import type { Company } from '../companies/company';
import { hashApiKey } from './api-key';
import { DEFAULT_MAX_ACTIVE_API_KEYS, DEFAULT_ROTATION_GRACE_MS, ManageApiKeys } from './manage-api-keys';

const T0 = new Date('2025-03-15T12:00:00.000Z');
const HOUR = 3_600_000;
const company: Company = { id: 'company-1', name: 'Acme', environment: 'live', readEnabled: true, writeEnabled: true, createdAt: new Date(0) };
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** The use case over the contract-tested in-memory fakes, with `company` stored and a clock `later` moves. */
function setup(maxActiveKeys?: number) {
  const store = new InMemoryStore();
  store.companies.set(company.id, company);
  const clock = new TestClock(T0);
  const later = (ms: number) => clock.set(new Date(T0.getTime() + ms).toISOString());
  return { keys: store.apiKeys, manage: new ManageApiKeys(new InMemoryUnitOfWork(store), clock, undefined, maxActiveKeys), later };
}

describe('ManageApiKeys', () => {
  it('issues a key of the company’s environment, stored only as its hash and prefix', async () => {
    const { manage, keys } = setup();
    const { key, record } = await manage.create(company.id, 'public');
    expect(key).toMatch(/^pk_live_[A-Za-z0-9]{32}$/);
    expect(keys.get(record.id)).toEqual({ id: record.id, companyId: company.id, kind: 'public', prefix: key.slice(0, 16), hash: hashApiKey(key), revokedAt: null });
    await expect(manage.create(UNKNOWN, 'private')).rejects.toMatchObject({ code: 'not_found_error' });
  });

  it('revokes at once; an unknown key is not found', async () => {
    const { manage } = setup();
    const { record } = await manage.create(company.id, 'private');
    await expect(manage.revoke(record.id)).resolves.toMatchObject({ id: record.id, revokedAt: T0 });
    await expect(manage.revoke(UNKNOWN)).rejects.toMatchObject({ code: 'not_found_error' });
  });

  it('rotates: a new key of the same company and kind, the old one valid for the grace period (24 h unless told)', async () => {
    const { manage, keys } = setup();
    const first = await manage.create(company.id, 'private');
    const { issued, replaced } = await manage.rotate(first.record.id);
    expect(DEFAULT_ROTATION_GRACE_MS).toBe(24 * HOUR);
    expect([issued.record.companyId, issued.record.kind, issued.record.revokedAt, issued.key === first.key]).toEqual([company.id, 'private', null, false]);
    expect(replaced).toEqual({ ...first.record, revokedAt: new Date(T0.getTime() + 24 * HOUR) });
    expect(keys.size).toBe(2);
  });

  it('lets an operator end a grace period early, and refuses to rotate a key already stopped', async () => {
    const { manage, later } = setup();
    const first = await manage.create(company.id, 'public');
    await manage.rotate(first.record.id, 2 * HOUR);
    later(HOUR);
    await expect(manage.revoke(first.record.id)).resolves.toMatchObject({ revokedAt: new Date(T0.getTime() + HOUR) });
    await expect(manage.rotate(first.record.id)).rejects.toMatchObject({ code: 'bad_request' });
    await expect(manage.rotate(UNKNOWN)).rejects.toMatchObject({ code: 'not_found_error' });
  });

  it('keeps a company to its most working keys (20 unless told): a rotated key counts until its grace ends, a revoked one no more', async () => {
    expect(DEFAULT_MAX_ACTIVE_API_KEYS).toBe(20);
    const { manage, later } = setup(3);
    const [a, b] = [await manage.create(company.id, 'private'), await manage.create(company.id, 'public'), await manage.create(company.id, 'private')];
    await expect(manage.create(company.id, 'private')).rejects.toMatchObject({ code: 'bad_request', message: expect.stringMatching(/already has 3 working API keys/) });
    const { issued } = await manage.rotate(a.record.id, 2 * HOUR);
    await expect(manage.rotate(issued.record.id)).rejects.toMatchObject({ code: 'bad_request' });
    later(2 * HOUR);
    await manage.rotate(issued.record.id, 0);
    await expect(manage.create(company.id, 'public')).rejects.toMatchObject({ code: 'bad_request' });
    await manage.revoke(b.record.id);
    await expect(manage.create(company.id, 'public')).resolves.toMatchObject({ record: { kind: 'public' } });
  });
});
