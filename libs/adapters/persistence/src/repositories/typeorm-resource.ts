import type { Repositories } from '@gig/domain';
import type { EntityManager, MigrationInterface } from 'typeorm';

/**
 * What a resource registers in `TYPEORM_RESOURCES`: its repositories bound to a manager (the data source's, or one
 * transaction's) and the migrations that make its tables (run with every other one, by timestamp).
 */
export interface TypeOrmResource<R extends Partial<Repositories> = Partial<Repositories>> {
  readonly repositories: (manager: EntityManager) => R;
  readonly migrations: readonly (new () => MigrationInterface)[];
}

/** The repositories a list of resources builds together. */
export type BuiltBy<L extends readonly TypeOrmResource[]> = UnionToIntersection<ReturnType<L[number]['repositories']>>;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Each resource's repositories, merged. */
export function buildRepositories<L extends readonly TypeOrmResource[]>(resources: L, manager: EntityManager): BuiltBy<L> {
  return Object.assign({}, ...resources.map((resource) => resource.repositories(manager))) as BuiltBy<L>;
}
