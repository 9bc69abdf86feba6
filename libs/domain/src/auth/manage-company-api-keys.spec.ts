import { InMemoryApiKeyRepository, InMemoryStore, InMemoryUnitOfWork } from '@gig/testing';
import type { Company } from '../companies/company';
import type { ApiKeyRepository } from '../ports/api-key-repository.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { ListApiKeys } from './list-api-keys';
import { ManageApiKeys } from './manage-api-keys';

const T0 = new Date('2026-11-25T12:00:00.000Z');
const HOUR = 3_600_000;
const company = (id: string): Company => ({ id, name: id, environment: 'sandbox', readEnabled: true, writeEnabled: true, createdAt: new Date(0) });
const [MINE, THEIRS] = [company('company-1'), company('company-2')];

/** The use cases over the contract-tested in-memory fakes; `failWrites` makes a revocation fail once written. */
function setup(options: { failWrites?: boolean } = {}) {
  const store = new InMemoryStore();
  for (const company of [MINE, THEIRS]) store.companies.set(company.id, company);
  const stored = new InMemoryUnitOfWork(store);
  const unitOfWork: UnitOfWork = options.failWrites ? { run: (work) => stored.run((repositories) => work({ ...repositories, apiKeys: failingRevoke(repositories.apiKeys) })) } : stored;
  const revoked: string[] = [];
  const manage = new ManageApiKeys(unitOfWork, { now: () => T0 }, (keyId) => revoked.push(keyId));
  return { manage, revoked, list: new ListApiKeys(new InMemoryApiKeyRepository(store)) };
}

function failingRevoke(apiKeys: ApiKeyRepository): ApiKeyRepository {
  return Object.assign(Object.create(apiKeys) as ApiKeyRepository, {
    revoke: async (id: string, at: Date) => {
      await apiKeys.revoke(id, at);
      throw new Error('write failed');
    },
  });
}

describe('a company’s own API keys', () => {
  it('creates a key with its listing and lists the company’s keys newest first, never another company’s', async () => {
    const { manage, list } = setup();
    const first = await manage.createForCompany(MINE.id, 'private');
    const second = await manage.createForCompany(MINE.id, 'public');
    await manage.create(THEIRS.id, 'private');
    expect(second.key).toEqual({ ...second.issued.record, createdAt: expect.any(Date), lastUsedAt: null });
    expect((await list.execute(MINE.id)).map((k) => k.id)).toEqual([second.issued.record.id, first.issued.record.id]);
  });

  it('revokes its own key at once and tells the hook, after the change; another company’s key or a malformed id is not found', async () => {
    const { manage, revoked } = setup();
    const mine = await manage.create(MINE.id, 'private');
    const theirs = await manage.create(THEIRS.id, 'private');
    await expect(manage.revokeForCompany(MINE.id, mine.record.id.toUpperCase())).resolves.toMatchObject({ id: mine.record.id, revokedAt: T0, createdAt: expect.any(Date) });
    expect(revoked).toEqual([mine.record.id]);
    for (const id of [theirs.record.id, 'not-a-uuid']) {
      await expect(manage.revokeForCompany(MINE.id, id)).rejects.toMatchObject({ code: 'not_found_error', message: 'No API key with that id in your company.' });
    }
    await expect(manage.rotateForCompany(MINE.id, theirs.record.id, 0)).rejects.toMatchObject({ code: 'not_found_error' });
    expect(revoked).toEqual([mine.record.id]);
  });

  it('rotates its own key: the new key shown once, both listings, the old one stopping after the grace; the hook hears of it', async () => {
    const { manage, revoked } = setup();
    const old = await manage.create(MINE.id, 'public');
    const rotation = await manage.rotateForCompany(MINE.id, old.record.id, 2 * HOUR);
    expect(rotation.issued.key).toMatch(/^pk_sandbox_/);
    expect(rotation.key).toMatchObject({ id: rotation.issued.record.id, kind: 'public', revokedAt: null });
    expect(rotation.replaced).toMatchObject({ id: old.record.id, revokedAt: new Date(T0.getTime() + 2 * HOUR) });
    expect(revoked).toEqual([old.record.id]);
    await expect(manage.rotateForCompany(MINE.id, rotation.key.id, 169 * HOUR)).rejects.toMatchObject({ code: 'bad_request', errors: [{ field: 'graceHours' }] });
    await expect(manage.rotateForCompany(MINE.id, rotation.key.id, -1)).rejects.toMatchObject({ code: 'bad_request' });
  });

  it('tells the hook of the operators’ revocations and rotations too, and of none that failed', async () => {
    const { manage, revoked } = setup();
    const key = await manage.create(MINE.id, 'private');
    await manage.rotate(key.record.id, 0);
    await manage.revoke(key.record.id);
    expect(revoked).toEqual([key.record.id, key.record.id]);
    const failing = setup({ failWrites: true });
    const other = await failing.manage.create(MINE.id, 'private');
    await expect(failing.manage.revokeForCompany(MINE.id, other.record.id)).rejects.toThrow('write failed');
    expect(failing.revoked).toEqual([]);
  });
});
