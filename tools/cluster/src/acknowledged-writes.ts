import { Client } from 'pg';
import type { AcknowledgedWrite } from './load-generator';

/**
 * Every acknowledged write looked up on the leader: the users, the accounts and the reports it made exist, and a
 * validated account is no longer `pending` (its validation was kept). Returns how many are missing, by kind.
 */
export async function lostWrites(adminUrl: string, writes: readonly AcknowledgedWrite[]): Promise<Record<string, number>> {
  const ids = (kind: AcknowledgedWrite['kind']) => [...new Set(writes.filter((write) => write.kind === kind).map((write) => write.id))];
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const count = async (sql: string, list: string[]) => list.length - Number((await client.query(sql, [list])).rows[0].n);
    return {
      users: await count('SELECT count(*) AS n FROM users WHERE id = ANY($1::uuid[])', ids('create user')),
      accounts: await count('SELECT count(*) AS n FROM accounts WHERE id = ANY($1::uuid[])', ids('create account')),
      validations: await count(`SELECT count(*) AS n FROM accounts WHERE id = ANY($1::uuid[]) AND status <> 'pending'`, ids('validate')),
      reports: await count('SELECT count(*) AS n FROM reports WHERE id = ANY($1::uuid[])', ids('report')),
    };
  } finally {
    await client.end();
  }
}
