import type { Repositories } from '@gig/domain';
import type { MakePersistenceHarness } from '../contracts/persistence-harness';
import type { InMemoryStore } from './in-memory.store';

/**
 * What a resource registers in `FAKE_RESOURCES`: its in-memory repositories over the shared store, and the contract
 * suites every adapter of them runs (the fake here, TypeORM on PGlite and PostgreSQL in @gig/persistence).
 */
export interface FakeResource<R extends Partial<Repositories> = Partial<Repositories>> {
  readonly fakes: (store: InMemoryStore) => R;
  readonly contracts: readonly ((name: string, make: MakePersistenceHarness) => void)[];
}

/** The repositories a list of resources builds together. */
export type BuiltBy<L extends readonly FakeResource[]> = UnionToIntersection<ReturnType<L[number]['fakes']>>;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Each resource's repositories, merged. */
export function buildFakes<L extends readonly FakeResource[]>(resources: L, store: InMemoryStore): BuiltBy<L> {
  return Object.assign({}, ...resources.map((resource) => resource.fakes(store))) as BuiltBy<L>;
}
