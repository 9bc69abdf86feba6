import type { Repositories } from '@gig/domain';
import { replicaRoutedRepositories } from './replica-router';
import type { Replica } from './replica-set';

/** Repositories whose `users.findByRef` answers `answer` (or fails with it), tagged with where it ran. */
const repositoriesAnswering = (answer: (ref: string) => unknown) =>
  ({ users: { findByRef: async (_companyId: string, ref: string) => answer(ref) } }) as unknown as Repositories;

describe('replicaRoutedRepositories', () => {
  const primary = repositoriesAnswering((ref) => ({ on: 'primary', ref }));
  const fresh = () => ({ primary: 0, replicas: [0, 0], fallbacks: [0, 0] });

  function routed(replicas: Replica[], failed: unknown[] = []) {
    let next = 0;
    const counts = fresh();
    const set = { pick: () => (replicas.length ? replicas[next++ % replicas.length] : null), readFailed: (_r: Replica, error: unknown) => void failed.push(error) };
    return { repositories: replicaRoutedRepositories(primary, set, counts), counts };
  }
  const find = (repositories: Repositories, ref: string) => repositories.users.findByRef('c', ref as never);

  it('takes the replicas in turn, passing the arguments, and counts each', async () => {
    const replicas = [0, 1].map((index) => ({ index, repositories: repositoriesAnswering((ref) => ({ on: `replica ${index}`, ref })) }));
    const { repositories, counts } = routed(replicas);
    expect(await Promise.all(['a', 'b', 'c'].map((ref) => find(repositories, ref)))).toEqual([
      { on: 'replica 0', ref: 'a' }, { on: 'replica 1', ref: 'b' }, { on: 'replica 0', ref: 'c' },
    ]);
    expect(counts).toEqual({ primary: 0, replicas: [2, 1], fallbacks: [0, 0] });
  });

  it('reads on the primary when no replica is well', async () => {
    const { repositories, counts } = routed([]);
    expect(await find(repositories, 'a')).toEqual({ on: 'primary', ref: 'a' });
    expect(counts).toEqual({ ...fresh(), primary: 1 });
  });

  it('asks the primary again what a replica failed, telling the set why, so that the caller sees no failure', async () => {
    const lost = new Error('Connection terminated unexpectedly');
    const failed: unknown[] = [];
    const { repositories, counts } = routed([{ index: 1, repositories: repositoriesAnswering(() => Promise.reject(lost)) }], failed);
    expect(await find(repositories, 'a')).toEqual({ on: 'primary', ref: 'a' });
    expect(failed).toEqual([lost]);
    expect(counts).toEqual({ primary: 1, replicas: [0, 0], fallbacks: [0, 1] });
  });

  it('asks the primary again what a replica did not find: a row written a moment ago is never reported missing', async () => {
    const { repositories, counts } = routed([{ index: 0, repositories: repositoriesAnswering(() => null) }]);
    expect(await find(repositories, 'new')).toEqual({ on: 'primary', ref: 'new' });
    expect(counts).toEqual({ primary: 1, replicas: [0, 0], fallbacks: [1, 0] });
  });

  it('lets a failure of the primary itself reach the caller', async () => {
    const down = new Error('primary down');
    const failing = repositoriesAnswering(() => Promise.reject(down));
    const repositories = replicaRoutedRepositories(failing, { pick: () => null, readFailed: () => undefined }, fresh());
    await expect(find(repositories, 'a')).rejects.toBe(down);
  });
});
