import { aUser, MakePersistenceHarness, seedTwoCompanies, useHarness } from './persistence-harness';
import { aConsent, aWidget, W0 } from './widget.fixtures';

export function describeConsentRepositoryContract(name: string, make: MakePersistenceHarness): void {
  describe(`ConsentRepository contract: ${name}`, () => {
    const harness = useHarness(make);

    async function seeded() {
      const repos = harness().repositories;
      const { mine, theirs } = await seedTwoCompanies(repos);
      const widget = aWidget(mine);
      await repos.widgets.create(widget);
      const user = aUser(mine.id, { widgetId: widget.id });
      await repos.users.create(user);
      return { repos, mine, theirs, widget, user };
    }

    it('keeps a consent exactly and lists a user’s oldest first, for its company only', async () => {
      const { repos, mine, theirs, widget, user } = await seeded();
      const first = aConsent(user, { widgetId: widget.id, ipAddress: '2001:db8::1', language: 'en' });
      const second = aConsent(user, { createdAt: new Date(W0.getTime() + 1_000), consentedAt: new Date('2026-10-31T23:00:00.000Z') });
      await repos.consents.create(second);
      await repos.consents.create(first);
      expect(await repos.consents.listForUser(mine.id, user.id)).toEqual([first, second]);
      expect(await repos.consents.listForUser(theirs.id, user.id)).toEqual([]);
      expect(await repos.consents.listForUser(mine.id, 'not-a-uuid')).toEqual([]);
    });

    it('refuses a consent of a user that does not exist', async () => {
      const { repos, mine } = await seeded();
      await expect(repos.consents.create(aConsent(aUser(mine.id)))).rejects.toThrow();
    });

    it('goes with its user', async () => {
      const { repos, mine, user } = await seeded();
      const kept = aUser(mine.id);
      await repos.users.create(kept);
      await repos.consents.create(aConsent(user));
      const keptConsent = aConsent(kept);
      await repos.consents.create(keptConsent);
      expect(await repos.users.delete(mine.id, user.id)).toBe(true);
      expect(await repos.consents.listForUser(mine.id, user.id)).toEqual([]);
      expect(await repos.consents.listForUser(mine.id, kept.id)).toEqual([keptConsent]);
    });
  });
}
