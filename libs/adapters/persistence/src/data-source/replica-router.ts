import type { Repositories } from '@gig/domain';
import type { Replica, ReplicaSet } from './replica-set';

/** Reads served so far: by the primary, by each replica (by index), and reads a replica failed or missed that the primary answered. */
export interface ReadCounts {
  readonly primary: number;
  readonly replicas: readonly number[];
  readonly fallbacks: readonly number[];
}

type Method = (...args: unknown[]) => unknown;

/**
 * Repositories for reads that tolerate a few seconds of lag: each call goes to the next well replica in turn,
 * else to the primary. A call a replica fails (it went away, or cancelled the statement for a conflict with
 * recovery) is asked again of the primary, so no request fails for a replica; so is a call a replica answers
 * `null` (not found), so that something created a moment ago is never reported missing. Only the read use
 * cases get these (see the API's composition); writes and every read inside a write's flow use the primary's.
 */
export function replicaRoutedRepositories(primary: Repositories, replicas: Pick<ReplicaSet, 'pick' | 'readFailed'>, counts: { primary: number; replicas: number[]; fallbacks: number[] }): Repositories {
  const routed = (name: keyof Repositories, method: string) => async (...args: unknown[]) => {
    const onPrimary = () => (primary[name] as unknown as Record<string, Method>)[method](...args);
    const replica: Replica | null = replicas.pick();
    if (!replica) {
      counts.primary++;
      return onPrimary();
    }
    let answer: unknown;
    try {
      answer = await (replica.repositories[name] as unknown as Record<string, Method>)[method](...args);
    } catch (error) {
      replicas.readFailed(replica, error);
      counts.fallbacks[replica.index]++;
      counts.primary++;
      return onPrimary();
    }
    if (answer !== null) {
      counts.replicas[replica.index]++;
      return answer;
    }
    counts.fallbacks[replica.index]++;
    counts.primary++;
    return onPrimary();
  };
  return Object.fromEntries(
    (Object.keys(primary) as (keyof Repositories)[]).map((name) => [name, routedRepository(primary[name] as object, (method) => routed(name, method))]),
  ) as unknown as Repositories;
}

/** `repository`'s methods, each replaced by its routed call (made once per method). */
function routedRepository(repository: object, route: (method: string) => Method): object {
  const made = new Map<string, Method>();
  return new Proxy(repository, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      let method = made.get(property);
      if (!method) made.set(property, (method = route(property)));
      return method;
    },
  });
}
