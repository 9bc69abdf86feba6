import { aConnectToken, seedTokenOwner } from './connect-token.fixtures';
import { aMember } from './member.fixtures';
import { aCompany, MakePersistenceHarness, useHarness } from './persistence-harness';

const T0 = new Date('2026-11-26T10:00:00.000Z');

export function describeConnectTokenStoreContract(name: string, make: MakePersistenceHarness): void {
  describe(`ConnectTokenStore contract: ${name}`, () => {
    const harness = useHarness(make);

    it('finds a token by its hash with its company, as stored, expired or not', async () => {
      const repos = harness().repositories;
      const owner = await seedTokenOwner(repos);
      const token = aConnectToken(owner, T0);
      const expired = aConnectToken(owner, new Date(T0.getTime() - 3_600_000));
      await repos.connectTokens.create(token);
      await repos.connectTokens.create(expired);
      expect(await repos.connectTokens.findByHash(token.tokenHash)).toEqual({ token, company: owner.company, issuerRevokedAt: null });
      expect(await repos.connectTokens.findByHash(expired.tokenHash)).toEqual({ token: expired, company: owner.company, issuerRevokedAt: null });
      expect(await repos.connectTokens.findByHash('0'.repeat(64))).toBeNull();
    });

    it('refuses a token for a user or widget that does not exist', async () => {
      const repos = harness().repositories;
      const owner = await seedTokenOwner(repos);
      await expect(repos.connectTokens.create(aConnectToken({ ...owner, user: { id: '00000000-0000-4000-8000-000000000000' } }, T0))).rejects.toThrow();
      await expect(repos.connectTokens.create(aConnectToken({ ...owner, widget: { id: '00000000-0000-4000-8000-000000000000' } }, T0))).rejects.toThrow();
    });

    it('keeps tokens apart: two tokens of one user are two rows', async () => {
      const repos = harness().repositories;
      const owner = await seedTokenOwner(repos);
      const [one, two] = [aConnectToken(owner, T0), aConnectToken(owner, T0)];
      await repos.connectTokens.create(one);
      await repos.connectTokens.create(two);
      expect((await repos.connectTokens.findByHash(one.tokenHash))?.token.id).toBe(one.id);
      expect((await repos.connectTokens.findByHash(two.tokenHash))?.token.id).toBe(two.id);
    });
  
    it('tells when the key that issued a token is revoked (a rotation’s later time included)', async () => {
      const repos = harness().repositories;
      const owner = await seedTokenOwner(repos);
      const token = aConnectToken(owner, T0);
      await repos.connectTokens.create(token);
      const later = new Date(T0.getTime() + 86_400_000);
      await repos.apiKeys.revoke(owner.key.id, later);
      expect((await repos.connectTokens.findByHash(token.tokenHash))?.issuerRevokedAt).toEqual(later);
      await repos.apiKeys.revoke(owner.key.id, T0);
      expect((await repos.connectTokens.findByHash(token.tokenHash))?.issuerRevokedAt).toEqual(T0);
    });

    it('revokes a company’s token once (the first time stands), and leaves another company’s alone', async () => {
      const repos = harness().repositories;
      const owner = await seedTokenOwner(repos);
      const [mine, other] = [aConnectToken(owner, T0), aConnectToken(owner, T0)];
      for (const token of [mine, other]) await repos.connectTokens.create(token);
      const stranger = aCompany({ name: 'Stranger' });
      await repos.companies.create(stranger);
      await repos.connectTokens.revoke(stranger.id, other.tokenHash, T0);
      await repos.connectTokens.revoke(owner.company.id, mine.tokenHash, T0);
      await repos.connectTokens.revoke(owner.company.id, mine.tokenHash, new Date(T0.getTime() + 60_000));
      await repos.connectTokens.revoke(owner.company.id, '0'.repeat(64), T0);
      expect((await repos.connectTokens.findByHash(mine.tokenHash))?.token.revokedAt).toEqual(T0);
      expect((await repos.connectTokens.findByHash(other.tokenHash))?.token.revokedAt).toBeNull();
    });

    it('keeps a console member’s token until the member is removed, and refuses an issuer of another company', async () => {
      const repos = harness().repositories;
      const owner = await seedTokenOwner(repos);
      const member = aMember(owner.company);
      await repos.members.create(member);
      const token = aConnectToken(owner, T0, { apiKeyId: null, memberId: member.id });
      await repos.connectTokens.create(token);
      expect(await repos.connectTokens.findByHash(token.tokenHash)).toMatchObject({ token: { memberId: member.id, apiKeyId: null }, issuerRevokedAt: null });
      await repos.members.delete(member.id);
      expect(await repos.connectTokens.findByHash(token.tokenHash)).toBeNull();
      const theirs = await seedTokenOwner(repos);
      await expect(repos.connectTokens.create(aConnectToken({ ...owner, key: theirs.key }, T0))).rejects.toThrow();
    });
  });
}
