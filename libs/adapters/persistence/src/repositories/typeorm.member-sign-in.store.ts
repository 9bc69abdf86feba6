import type { SignInAttemptCount, SignInAttemptStore } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { RowReader } from '../schema/row-reader';
import { queryRows } from './sql-rows';

/** Counters in `sign_in_attempts`: every process counts in the same rows, one statement per attempt. */
export class TypeOrmSignInAttemptStore implements SignInAttemptStore {
  constructor(private readonly manager: EntityManager) {}

  async count(keys: readonly string[], now: Date, windowMs: number): Promise<SignInAttemptCount[]> {
    const rows = await queryRows<unknown>(
      this.manager,
      `INSERT INTO sign_in_attempts AS a (key, attempts, window_ends_at)
       SELECT k, 1, $2::timestamptz + $3::integer * interval '1 millisecond' FROM unnest($1::text[]) AS k
       ON CONFLICT (key) DO UPDATE SET
         attempts = CASE WHEN a.window_ends_at <= $2::timestamptz THEN 1 ELSE a.attempts + 1 END,
         window_ends_at = CASE WHEN a.window_ends_at <= $2::timestamptz THEN EXCLUDED.window_ends_at ELSE a.window_ends_at END
       RETURNING key, attempts, window_ends_at`,
      [[...new Set(keys)].sort(), now.toISOString(), windowMs],
    );
    return rows.map((value) => {
      const row = RowReader.of(value, 'sign_in_attempt');
      return { key: row.text('key'), attempts: row.count('attempts'), windowEndsAt: row.instant('window_ends_at') };
    });
  }

  async forgive(keys: readonly string[]): Promise<void> {
    await this.manager.query(`UPDATE sign_in_attempts SET attempts = GREATEST(attempts - 1, 0) WHERE key = ANY($1::text[])`, [[...keys]]);
  }

  async clear(key: string): Promise<void> {
    await this.manager.query(`DELETE FROM sign_in_attempts WHERE key = $1`, [key]);
  }
}
