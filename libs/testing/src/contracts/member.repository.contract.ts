import { aCompany, MakePersistenceHarness, useHarness } from './persistence-harness';
import { aMember, aMemberSession, M0 } from './member.fixtures';

const later = (ms: number) => new Date(M0.getTime() + ms);

export function describeMemberRepositoryContract(name: string, make: MakePersistenceHarness): void {
  describe(`MemberRepository contract: ${name}`, () => {
    const harness = useHarness(make);

    async function seeded() {
      const repos = harness().repositories;
      const stored = aCompany();
      await repos.companies.create(stored);
      return { repos, company: stored };
    }

    it('keeps a member exactly, found by email and by id', async () => {
      const { repos, company } = await seeded();
      const member = aMember(company, { email: 'ana@lender.example', role: 'viewer' });
      await repos.members.create(member);
      expect(await repos.members.findByEmail('ana@lender.example')).toEqual(member);
      expect(await repos.members.findById(member.id)).toEqual(member);
      expect(await repos.members.findByEmail('other@lender.example')).toBeNull();
      expect(await repos.members.findById(crypto.randomUUID())).toBeNull();
      expect(await repos.members.findById('not-a-uuid')).toBeNull();
    });

    it('refuses a second member with the same email, in any company, as bad_request', async () => {
      const { repos, company } = await seeded();
      const other = aCompany({ name: 'Other' });
      await repos.companies.create(other);
      await repos.members.create(aMember(company, { email: 'ana@lender.example' }));
      await expect(repos.members.create(aMember(other, { email: 'ana@lender.example' }))).rejects.toMatchObject({ code: 'bad_request' });
    });

    it('sets a password', async () => {
      const { repos, company } = await seeded();
      const member = aMember(company);
      await repos.members.create(member);
      await repos.members.setPassword(member.id, 'scrypt$2$1$1$abc$def', later(1_000));
      expect(await repos.members.findById(member.id)).toEqual({ ...member, passwordHash: 'scrypt$2$1$1$abc$def' });
    });

    it('hands a set-password token’s member out once, and never after it expires', async () => {
      const { repos, company } = await seeded();
      const member = aMember(company);
      await repos.members.create(member);
      await repos.members.createPasswordToken('hash-1', member.id, later(60_000));
      await repos.members.createPasswordToken('hash-2', member.id, later(60_000));
      expect(await repos.members.usePasswordToken('unknown', later(0))).toBeNull();
      expect(await repos.members.usePasswordToken('hash-1', later(1_000))).toBe(member.id);
      expect(await repos.members.usePasswordToken('hash-1', later(2_000))).toBeNull();
      expect(await repos.members.usePasswordToken('hash-2', later(60_000))).toBeNull();
    });

    it('lets only one of two concurrent uses of a token through', async () => {
      const { repos, company } = await seeded();
      const member = aMember(company);
      await repos.members.create(member);
      await repos.members.createPasswordToken('hash-1', member.id, later(60_000));
      const uses = await Promise.all([1, 2, 3].map(() => repos.members.usePasswordToken('hash-1', later(1_000))));
      expect(uses.filter((use) => use !== null)).toEqual([member.id]);
    });

    it('lists a company’s members oldest first, the same when locking them, and changes a role', async () => {
      const { repos, company } = await seeded();
      const other = aCompany({ name: 'Other' });
      await repos.companies.create(other);
      const second = aMember(company, { createdAt: later(1_000), role: 'viewer' });
      const first = aMember(company);
      for (const member of [second, aMember(other), first]) await repos.members.create(member);
      expect(await repos.members.listForCompany(company.id)).toEqual([first, second]);
      expect(await harness().unitOfWork.run((tx) => tx.members.lockCompanyMembers(company.id))).toEqual([first, second]);
      await repos.members.setRole(second.id, 'admin');
      expect(await repos.members.findById(second.id)).toEqual({ ...second, role: 'admin' });
    });

    it('deletes a member with its sessions and tokens', async () => {
      const { repos, company } = await seeded();
      const [gone, stays] = [aMember(company), aMember(company)];
      for (const member of [gone, stays]) await repos.members.create(member);
      const [goneSession, staysSession] = [aMemberSession(gone), aMemberSession(stays)];
      for (const session of [goneSession, staysSession]) await repos.memberSessions.create(session);
      await repos.members.createPasswordToken('hash-gone', gone.id, later(60_000));
      await repos.members.delete(gone.id);
      expect(await repos.members.listForCompany(company.id)).toEqual([stays]);
      expect(await repos.memberSessions.findActive(goneSession.tokenHash, later(0))).toBeNull();
      expect(await repos.memberSessions.findActive(staysSession.tokenHash, later(0))).not.toBeNull();
      expect(await repos.members.usePasswordToken('hash-gone', later(0))).toBeNull();
    });

    it('discards a member’s unused tokens only', async () => {
      const { repos, company } = await seeded();
      const [member, other] = [aMember(company), aMember(company)];
      for (const m of [member, other]) await repos.members.create(m);
      for (const [hash, owner] of [['used', member], ['unused', member], ['others', other]] as const) await repos.members.createPasswordToken(hash, owner.id, later(60_000));
      expect(await repos.members.usePasswordToken('used', later(0))).toBe(member.id);
      await repos.members.discardPasswordTokens(member.id);
      expect(await repos.members.usePasswordToken('unused', later(0))).toBeNull();
      expect(await repos.members.usePasswordToken('others', later(0))).toBe(other.id);
    });
  });
}
