import type { ErrorCode, LoginLimitState, LoginLimitStore } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { LoginLimitRow, LoginLimitSchema } from '../schema/login-limit.schema';

const toState = (row: LoginLimitRow): LoginLimitState => ({
  companyId: row.company_id,
  platform: row.platform,
  identifier: row.identifier,
  lastSuccessAt: row.last_success_at && new Date(row.last_success_at),
  blockedUntil: row.blocked_until && new Date(row.blocked_until),
  blockCode: row.block_code as ErrorCode | null,
});

/** Spec section 8's per-login memory, one row per (company, platform, identifier). */
export class TypeOrmLoginLimitStore implements LoginLimitStore {
  constructor(private readonly manager: EntityManager) {}

  async find(companyId: string, platform: string, identifier: string): Promise<LoginLimitState | null> {
    const row = await this.manager.findOneBy(LoginLimitSchema, { company_id: companyId, platform, identifier });
    return row ? toState(row) : null;
  }

  /** Inserts the state, or replaces the one of the same company, platform and identifier. */
  async save(state: LoginLimitState): Promise<void> {
    await this.manager.query(
      `INSERT INTO login_limits (company_id, platform, identifier, last_success_at, blocked_until, block_code)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (company_id, platform, identifier) DO UPDATE
         SET last_success_at = EXCLUDED.last_success_at, blocked_until = EXCLUDED.blocked_until, block_code = EXCLUDED.block_code`,
      [
        state.companyId,
        state.platform,
        state.identifier,
        state.lastSuccessAt?.toISOString() ?? null,
        state.blockedUntil?.toISOString() ?? null,
        state.blockCode,
      ],
    );
  }
}
