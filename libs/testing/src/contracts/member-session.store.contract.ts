import { aCompany, MakePersistenceHarness, useHarness } from './persistence-harness';
import { aMember, aMemberSession, M0 } from './member.fixtures';

const later = (ms: number) => new Date(M0.getTime() + ms);
const HOUR = 3_600_000;

export function describeMemberSessionStoreContract(name: string, make: MakePersistenceHarness): void {
  describe(`MemberSessionStore contract: ${name}`, () => {
    const harness = useHarness(make);

    async function seeded() {
      const repos = harness().repositories;
      const company = aCompany({ rateLimitPerMinute: 90 });
      await repos.companies.create(company);
      const stored = aMember(company, { passwordHash: 'scrypt$2$1$1$abc$def' });
      await repos.members.create(stored);
      return { repos, company, member: stored };
    }

    it('finds an active session with its member and company, until it expires', async () => {
      const { repos, company, member } = await seeded();
      const session = aMemberSession(member);
      await repos.memberSessions.create(session);
      expect(await repos.memberSessions.findActive(session.tokenHash, later(HOUR))).toEqual({ session, member, company });
      expect(await repos.memberSessions.findActive(session.tokenHash, session.expiresAt)).toBeNull();
      expect(await repos.memberSessions.findActive('unknown', later(0))).toBeNull();
    });

    it('deletes one session, or every session of a member', async () => {
      const { repos, member } = await seeded();
      const [one, two, three] = [aMemberSession(member), aMemberSession(member), aMemberSession(member)];
      for (const session of [one, two, three]) await repos.memberSessions.create(session);
      await repos.memberSessions.delete(one.tokenHash);
      expect(await repos.memberSessions.findActive(one.tokenHash, later(0))).toBeNull();
      expect(await repos.memberSessions.findActive(two.tokenHash, later(0))).not.toBeNull();
      await repos.memberSessions.deleteForMember(member.id);
      expect(await repos.memberSessions.findActive(two.tokenHash, later(0))).toBeNull();
      expect(await repos.memberSessions.findActive(three.tokenHash, later(0))).toBeNull();
    });

    it('drops a member’s expired sessions when it signs in again, and keeps its live ones', async () => {
      const { repos, member } = await seeded();
      const old = aMemberSession(member);
      const live = aMemberSession(member, { createdAt: later(6 * HOUR), expiresAt: later(18 * HOUR) });
      await repos.memberSessions.create(old);
      await repos.memberSessions.create(live);
      await repos.memberSessions.create(aMemberSession(member, { createdAt: later(13 * HOUR), expiresAt: later(25 * HOUR) }));
      expect(await repos.memberSessions.findActive(live.tokenHash, later(13 * HOUR))).not.toBeNull();
      expect(await repos.memberSessions.findActive(old.tokenHash, later(0))).toBeNull();
    });
  });
}
