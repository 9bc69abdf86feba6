import { Account, AccountRepository, AccountState, AccountStatus, CalendarDate, DISCONNECT_FROM, Disconnector, DomainError, LoginClaim } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { AccountRow, AccountSchema, decodeAccountRow } from '../schema/account.schema';
import { queryRows } from './sql-rows';

/** What `decodeAccountRow` reads, once for every read and RETURNING of this repository (`a.` for a joined query). */
const accountColumns = (alias = '') =>
  ['id', 'company_id', 'user_id', 'platform', 'country', 'identifier', 'status', 'status_details', 'warning', 'next_step',
    'last_successful_connection::text AS last_successful_connection', 'refresh_enabled', 'last_refreshed_at', 'next_refresh_at',
    'source', 'disconnected_by', 'created_at', 'updated_at'].map((column) => alias + column).join(', ');

export class TypeOrmAccountRepository implements AccountRepository {
  constructor(private readonly manager: EntityManager) {}

  /** A concurrent create of the same login loses on the unique (user_id, platform, identifier) key: `already_connected`. */
  async create(account: Account): Promise<void> {
    const inserted = await queryRows(
      this.manager,
      `INSERT INTO accounts (id, company_id, user_id, platform, country, identifier, status, status_details, warning, next_step,
                             last_successful_connection, refresh_enabled, last_refreshed_at, next_refresh_at, source, created_at, updated_at, disconnected_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
       ON CONFLICT (user_id, platform, identifier) DO NOTHING RETURNING id`,
      [account.id, account.companyId, account.userId, account.platform, account.country, account.identifier, account.status,
        account.statusDetails, account.warning, account.nextStep, account.lastSuccessfulConnection, account.refreshEnabled, account.lastRefreshedAt,
        account.nextRefreshAt, account.source, account.createdAt, account.updatedAt, account.disconnectedBy],
    );
    if (inserted.length === 0) throw new DomainError('already_connected', `This user already has this ${account.platform} account.`);
  }

  /** An account whose user a pending deletion request blocks is as absent as a missing one. */
  async findById(companyId: string, accountId: string): Promise<Account | null> {
    const [row] = await queryRows<AccountRow>(
      this.manager,
      `SELECT ${accountColumns('a.')}
         FROM accounts a JOIN users u ON u.id = a.user_id
        WHERE a.id = $1 AND a.company_id = $2 AND u.blocked_at IS NULL`,
      [accountId, companyId],
    );
    return row ? decodeAccountRow(row) : null;
  }

  async findAnyById(accountId: string): Promise<Account | null> {
    const row = await this.manager.findOneBy(AccountSchema, { id: accountId });
    return row ? decodeAccountRow(row) : null;
  }

  /** Raw SQL: this runs on every read request, and the query builder costs more than the query. */
  async listByUser(companyId: string, userId: string): Promise<Account[]> {
    const rows: unknown[] = await this.manager.query(
      `SELECT ${accountColumns()}
         FROM accounts WHERE company_id = $1 AND user_id = $2 ORDER BY created_at, id`,
      [companyId, userId],
    );
    return rows.map(decodeAccountRow);
  }

  async findByLogin(userId: string, platform: string, identifier: string): Promise<Account | null> {
    const row = await this.manager.findOneBy(AccountSchema, { user_id: userId, platform, identifier });
    return row ? decodeAccountRow(row) : null;
  }

  async setLastSuccessfulConnection(accountId: string, date: CalendarDate | null): Promise<void> {
    await this.manager.update(AccountSchema, { id: accountId }, { last_successful_connection: date });
  }

  async updateState(accountId: string, state: AccountState, at: Date): Promise<void> {
    const changes: Partial<AccountRow> = {
      status: state.status,
      status_details: state.statusDetails,
      warning: state.warning,
      next_step: state.nextStep,
      updated_at: at,
    };
    if (state.lastSuccessfulConnection !== undefined) changes.last_successful_connection = state.lastSuccessfulConnection;
    await this.manager.update(AccountSchema, { id: accountId }, changes);
  }

  async scheduleRefresh(accountId: string, nextRefreshAt: Date | null, refreshedAt?: Date): Promise<void> {
    await this.manager.update(AccountSchema, { id: accountId }, { next_refresh_at: nextRefreshAt, ...(refreshedAt ? { last_refreshed_at: refreshedAt } : {}) });
  }

  async setRefreshEnabled(companyId: string, accountId: string, enabled: boolean, nextRefreshAt: Date | null): Promise<Account | null> {
    await this.manager.update(AccountSchema, { id: accountId, company_id: companyId }, { refresh_enabled: enabled, next_refresh_at: nextRefreshAt });
    return this.findById(companyId, accountId);
  }

  async claimLogin(accountId: string, from: readonly AccountStatus[], claim: LoginClaim, staleBefore: Date): Promise<boolean> {
    const statuses = from.map((_, i) => `$${i + 5}`).join(', ');
    const claimed = await queryRows(
      this.manager,
      `UPDATE accounts SET login_claim = $2, login_claimed_at = $3
        WHERE id = $1
          -- implements canClaimLogin (account-lifecycle.ts): $5… is LOG_IN_FROM or VALIDATE_FROM
          AND status IN (${statuses}) AND (login_claim IS NULL OR login_claimed_at < $4) RETURNING id`,
      [accountId, claim.token, claim.at, staleBefore, ...from],
    );
    return claimed.length > 0;
  }

  async finishLogin(accountId: string, claim: LoginClaim, state: AccountState, at: Date): Promise<boolean> {
    const keepsLastConnection = state.lastSuccessfulConnection === undefined;
    const finished = await queryRows(
      this.manager,
      `UPDATE accounts SET status = $3, status_details = $4, warning = $5, next_step = $6, updated_at = $7,
              last_successful_connection = CASE WHEN $8 THEN last_successful_connection ELSE $9::date END,
              login_claim = NULL, login_claimed_at = NULL,
              -- a new login out of disconnected is a new connection: who ended the old one goes, refresh is on again
              refresh_enabled = CASE WHEN status = 'disconnected' AND $3 <> 'disconnected' THEN true ELSE refresh_enabled END,
              disconnected_by = CASE WHEN $3 = 'disconnected' THEN disconnected_by END
        WHERE id = $1 AND login_claim = $2 RETURNING id`,
      [accountId, claim.token, state.status, state.statusDetails, state.warning, state.nextStep, at, keepsLastConnection, state.lastSuccessfulConnection ?? null],
    );
    return finished.length > 0;
  }

  async findSession(accountId: string): Promise<string | null> {
    const rows: { session_sealed: string | null }[] = await this.manager.query(
      `SELECT session_sealed FROM accounts WHERE id = $1`,
      [accountId],
    );
    return rows[0]?.session_sealed ?? null;
  }

  async saveSession(accountId: string, sealed: string | null): Promise<void> {
    await this.manager.update(AccountSchema, { id: accountId }, { session_sealed: sealed });
  }

  /** The jobs first, then the row: a job worker renews its lease (the job row) before it writes the account, so the order is the same. */
  async disconnect(companyId: string, accountId: string, by: Disconnector, at: Date): Promise<Account | null> {
    await this.manager.query(
      `DELETE FROM jobs WHERE account_id = $1 AND company_id = $2 AND status IN ('queued', 'running')`,
      [accountId, companyId],
    );
    const statuses = DISCONNECT_FROM.map((_, i) => `$${i + 5}`).join(', ');
    const [row] = await queryRows<AccountRow>(
      this.manager,
      `UPDATE accounts SET status = 'disconnected', disconnected_by = $3, status_details = NULL, warning = NULL, next_step = NULL,
              session_sealed = NULL, login_claim = NULL, login_claimed_at = NULL, refresh_enabled = false, next_refresh_at = NULL, updated_at = $4
        WHERE id = $1 AND company_id = $2
          -- implements canDisconnect (account-lifecycle.ts): $5… is DISCONNECT_FROM
          AND status IN (${statuses})
        RETURNING ${accountColumns()}`,
      [accountId, companyId, by, at, ...DISCONNECT_FROM],
    );
    return row ? decodeAccountRow(row) : null;
  }

  /** Earnings, profile, employment and jobs go with it (ON DELETE CASCADE). */
  async delete(companyId: string, accountId: string): Promise<boolean> {
    const deleted = await queryRows(this.manager, `DELETE FROM accounts WHERE id = $1 AND company_id = $2 RETURNING id`, [
      accountId,
      companyId,
    ]);
    return deleted.length > 0;
  }
}
