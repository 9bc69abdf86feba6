import { aCompany, MakePersistenceHarness, useHarness } from './persistence-harness';
import { aMember, M0 } from './member.fixtures';

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
  });
}
