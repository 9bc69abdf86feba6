import { aConnectToken, seedTokenOwner } from './connect-token.fixtures';
import { MakePersistenceHarness, useHarness } from './persistence-harness';

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
      expect(await repos.connectTokens.findByHash(token.tokenHash)).toEqual({ token, company: owner.company });
      expect(await repos.connectTokens.findByHash(expired.tokenHash)).toEqual({ token: expired, company: owner.company });
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
  });
}
