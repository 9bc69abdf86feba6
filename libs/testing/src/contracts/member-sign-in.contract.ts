import { MakePersistenceHarness, useHarness } from './persistence-harness';
import { M0 } from './member.fixtures';

const WINDOW = 15 * 60_000;
const later = (ms: number) => new Date(M0.getTime() + ms);

export function describeSignInAttemptStoreContract(name: string, make: MakePersistenceHarness): void {
  describe(`SignInAttemptStore contract: ${name}`, () => {
    const harness = useHarness(make);
    const attempts = () => harness().repositories.signInAttempts;

    it('counts each key within its window, and starts a new window once it has ended', async () => {
      const [first] = await attempts().count(['email:a'], M0, WINDOW);
      expect(first).toEqual({ key: 'email:a', attempts: 1, windowEndsAt: later(WINDOW) });
      const second = await attempts().count(['email:a', 'address:1'], later(60_000), WINDOW);
      expect(second.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
        { key: 'address:1', attempts: 1, windowEndsAt: later(60_000 + WINDOW) },
        { key: 'email:a', attempts: 2, windowEndsAt: later(WINDOW) },
      ]);
      expect(await attempts().count(['email:a'], later(WINDOW), WINDOW)).toEqual([{ key: 'email:a', attempts: 1, windowEndsAt: later(2 * WINDOW) }]);
    });

    it('counts concurrent attempts exactly', async () => {
      await Promise.all(Array.from({ length: 8 }, () => attempts().count(['email:a', 'address:1'], M0, WINDOW)));
      const after = await attempts().count(['email:a', 'address:1'], M0, WINDOW);
      expect(after.map((count) => count.attempts)).toEqual([9, 9]);
    });

    it('forgives one attempt per key, never below zero, and clears a key', async () => {
      await attempts().count(['email:a', 'address:1'], M0, WINDOW);
      await attempts().count(['email:a', 'address:1'], M0, WINDOW);
      await attempts().forgive(['address:1', 'address:unknown']);
      await attempts().forgive(['address:1']);
      await attempts().forgive(['address:1']);
      await attempts().clear('email:a');
      const counts = await attempts().count(['email:a', 'address:1'], M0, WINDOW);
      expect(counts.sort((a, b) => a.key.localeCompare(b.key)).map((count) => [count.key, count.attempts])).toEqual([['address:1', 1], ['email:a', 1]]);
    });
  });
}
