import { randomUUID } from 'node:crypto';
import type { DataCopy, User } from '@gig/domain';
import { MakePersistenceHarness, seedUser, useHarness } from './persistence-harness';

const AT = new Date('2026-12-02T12:00:00.000Z');
const EXPIRES = new Date('2026-12-03T12:00:00.000Z');
const LATER = new Date('2026-12-02T12:05:00.000Z');
const OTHER_COMPANY = '00000000-0000-4000-8000-000000000000';

const aCopy = (user: User, overrides: Partial<DataCopy> = {}): DataCopy => ({
  id: randomUUID(), companyId: user.companyId, userId: user.id, status: 'pending', createdAt: AT, readyAt: null, expiresAt: EXPIRES, ...overrides,
});

export function describeDataCopyRepositoryContract(name: string, make: MakePersistenceHarness): void {
  describe(`DataCopyRepository contract: ${name}`, () => {
    const harness = useHarness(make);

    it('keeps a copy pending, hands its sealed JSON once ready only to its own user before it expires, and completes or fails it once', async () => {
      const repos = harness().repositories;
      const { user } = await seedUser(repos);
      const other = await seedUser(repos);
      const copy = aCopy(user);
      await repos.dataCopies.create(copy);
      expect(await repos.dataCopies.find(copy.id)).toEqual(copy);
      expect(await repos.dataCopies.findForUser(user.companyId, user.id, copy.id, AT)).toEqual({ copy, sealedJson: null });
      expect(await repos.dataCopies.complete(copy.id, 'sealed-json', LATER)).toBe(true);
      const ready = { ...copy, status: 'ready', readyAt: LATER };
      expect(await repos.dataCopies.findForUser(user.companyId, user.id, copy.id, LATER)).toEqual({ copy: ready, sealedJson: 'sealed-json' });
      expect(await repos.dataCopies.complete(copy.id, 'another', LATER)).toBe(false);
      expect(await repos.dataCopies.fail(copy.id)).toBe(false);
      expect(await repos.dataCopies.findForUser(other.user.companyId, other.user.id, copy.id, LATER)).toBeNull();
      expect(await repos.dataCopies.findForUser(OTHER_COMPANY, user.id, copy.id, LATER)).toBeNull();
      expect(await repos.dataCopies.findForUser(user.companyId, user.id, copy.id, EXPIRES)).toBeNull();
      expect(await repos.dataCopies.findForUser(user.companyId, user.id, randomUUID(), LATER)).toBeNull();

      const failing = aCopy(user);
      await repos.dataCopies.create(failing);
      expect(await repos.dataCopies.fail(failing.id)).toBe(true);
      expect(await repos.dataCopies.find(failing.id)).toEqual({ ...failing, status: 'failed' });
      expect(await repos.dataCopies.complete(failing.id, 'late', LATER)).toBe(false);
      expect(await repos.dataCopies.complete(randomUUID(), 'none', LATER)).toBe(false);
    });

    it('runs a copy’s job under its id, and forgets a deleted user’s copies with their jobs', async () => {
      const repos = harness().repositories;
      const { user } = await seedUser(repos);
      const copy = aCopy(user);
      await repos.dataCopies.create(copy);
      await repos.jobs.enqueue('prepare_data_copy', copy.id, AT);
      await repos.jobs.enqueue('prepare_data_copy', copy.id, AT);
      const job = await repos.jobs.claim('worker-1', AT, 60_000);
      expect(job).toMatchObject({ kind: 'prepare_data_copy', subjectId: copy.id, attempts: 1 });
      expect(await repos.jobs.claim('worker-2', AT, 60_000)).toBeNull();

      const fresh = aCopy(user);
      await repos.dataCopies.create(fresh);
      await repos.jobs.enqueue('prepare_data_copy', fresh.id, AT);
      await repos.users.delete(user.companyId, user.id);
      expect(await repos.dataCopies.find(copy.id)).toBeNull();
      expect(await repos.dataCopies.find(fresh.id)).toBeNull();
      expect(await repos.jobs.renewLease(job?.id ?? '', 'worker-1', LATER)).toBe(false);
      expect(await repos.jobs.claim('worker-1', LATER, 60_000)).toBeNull();
    });
  });
}
