import { types as pgTypes } from 'pg';
import type { DataSourceOptions } from 'typeorm';
import { migrations } from '../migrations/migrations';
import { entitySchemas } from '../schema/entity-schemas';
import type { DatabaseTarget } from './database-target';
import { DroppingPgClient, StatementObserver } from './dropping.pg-client';

export const DATE_OID = 1082;
export const DEFAULT_CONNECT_TIMEOUT_MS = 2_000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
export const keepText = (value: string) => value;

export type PostgresTarget = Extract<DatabaseTarget, { kind: 'postgres' }>;
export const dataSourceCommon = { entities: entitySchemas, migrations, synchronize: false, logging: false } as const;

/** A pool on the server at `url` (the primary's or a replica's) with the target's size, time limits, schema and pool mode. */
export function postgresDataSourceOptions(target: PostgresTarget, url: string, observer?: StatementObserver): DataSourceOptions {
  const pooled = target.poolMode === 'transaction';
  const getTypeParser = (oid: number, format?: 'text' | 'binary') => (oid === DATE_OID ? keepText : pgTypes.getTypeParser(oid, format));
  return {
    ...dataSourceCommon,
    type: 'postgres',
    url,
    schema: target.schema,
    poolSize: target.poolSize ?? 10,
    extra: {
      Client: observer ? DroppingPgClient.observedBy(observer) : DroppingPgClient,
      types: { getTypeParser },
      connectionTimeoutMillis: target.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      // A pooler in transaction mode refuses this startup parameter: the role's setting rules there.
      ...(pooled ? {} : { statement_timeout: target.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS }),
      query_timeout: (target.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS) + 1_000,
      ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
    },
  };
}
