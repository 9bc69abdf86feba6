import { randomUUID } from 'node:crypto';
import type { ConsentHistoryEntry, User } from '@gig/domain';
import { MakePersistenceHarness, seedUser, useHarness } from './persistence-harness';

const AT = new Date('2026-12-02T12:00:00.000Z');
const at = (ms: number) => new Date(AT.getTime() + ms);
const anEntry = (user: User, overrides: Partial<ConsentHistoryEntry> = {}): ConsentHistoryEntry => ({
  id: randomUUID(), companyId: user.companyId, userId: user.id, action: 'copy', subjectId: null, by: 'worker', ipAddress: '203.0.113.7', at: AT, ...overrides,
});

export function describeConsentHistoryContract(name: string, make: MakePersistenceHarness): void {
  describe(`ConsentHistory contract: ${name}`, () => {
    const harness = useHarness(make);

    it('keeps each action exactly, oldest first, for its user and company only; counts an action since a time', async () => {
      const repos = harness().repositories;
      const { company, user } = await seedUser(repos);
      const other = await seedUser(repos);
      const later = anEntry(user, { action: 'disconnect', subjectId: randomUUID(), by: 'company', ipAddress: '2001:db8::7', at: at(60_000) });
      const first = anEntry(user);
      const third = anEntry(user, { at: at(120_000) });
      for (const entry of [later, first, third, anEntry(other.user)]) await repos.consentHistory.record(entry);
      expect(await repos.consentHistory.listForUser(company.id, user.id)).toEqual([first, later, third]);
      expect(await repos.consentHistory.listForUser(other.company.id, user.id)).toEqual([]);
      expect(await repos.consentHistory.countSince(company.id, user.id, 'copy', AT)).toBe(2);
      expect(await repos.consentHistory.countSince(company.id, user.id, 'copy', at(1))).toBe(1);
      expect(await repos.consentHistory.countSince(company.id, user.id, 'decline', AT)).toBe(0);
    });

    it('keeps the evidence when the user is deleted, without the user', async () => {
      const repos = harness().repositories;
      const { company, user } = await seedUser(repos);
      await repos.consentHistory.record(anEntry(user));
      await repos.users.delete(company.id, user.id);
      expect(await repos.consentHistory.listForUser(company.id, user.id)).toEqual([]);
    });
  });
}
