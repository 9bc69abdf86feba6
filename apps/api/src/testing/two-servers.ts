import { randomBytes } from 'node:crypto';
import { ApiHarness, ApiHarnessOptions, openApiHarness } from './api-harness';

type ServerOptions = Omit<ApiHarnessOptions, 'postgresUrl' | 'database' | 'secretKey'>;

/**
 * Runs `use` with two servers on one PostgreSQL schema, the second on a pool of its own as another process of the
 * service would be (one session key for both), then closes them.
 */
export async function withTwoServers(postgresUrl: string, options: ServerOptions, use: (first: ApiHarness, second: ApiHarness) => Promise<void>): Promise<void> {
  const secretKey = randomBytes(32);
  const first = await openApiHarness({ ...options, postgresUrl, secretKey });
  const other = await first.database.secondConnection();
  if (!other) throw new Error('PostgreSQL gives a second connection');
  const second = await openApiHarness({ ...options, secretKey, database: { ...other, truncate: first.database.truncate, secondConnection: async () => null } });
  try {
    await use(first, second);
  } finally {
    await second.close();
    await other.close();
    await first.close();
  }
}
