export { assertTestDatabaseUrl, openTestDatabase, openTestSchema, testDatabaseOn, withClient } from './test-database';
export type { TestDatabase } from './test-database';
export { whileTableLocked } from './locked-table';
export { freezingProxy } from './freezing.tcp-proxy';
export type { FreezingProxy } from './freezing.tcp-proxy';
export { findPgBouncer, openPooledTestDatabase, startPgBouncer } from './pgbouncer';
export type { PgBouncer, PgBouncerOptions } from './pgbouncer';
export { findPostgresBinaries, startStreamingReplica } from './streaming-replica';
export type { StreamingReplica } from './streaming-replica';
