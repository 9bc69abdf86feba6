export { assertTestDatabaseUrl, openTestDatabase } from './test-database';
export type { TestDatabase } from './test-database';
