import {
  Account, AccountRepository, AccountState, AccountStatus, accountStatus, CalendarDate, Disconnector, DomainError, ForbiddenTransition, LoginClaim, sourcesOf,
  STATE_VIAS,
} from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { AccountRow, AccountSchema, decodeAccountRow } from '../schema/account.schema';
import { queryRows, statusIn, statusValue } from './sql-rows';

/** What `decodeAccountRow` reads, once for every read and RETURNING of this repository (`a.` for a joined query). */
const accountColumns = (alias = '') =>
  ['id', 'company_id', 'user_id', 'platform', 'country', 'identifier', 'status', 'status_details', 'warning', 'next_step',
    'last_successful_connection::text AS last_successful_connection', 'refresh_enabled', 'last_refreshed_at', 'next_refresh_at',
    'source', 'disconnected_by', 'created_at', 'updated_at'].map((column) => alias + column).join(', ');

/**
 * The login state's columns, `$2`…`$8` of `stateValues`; the last successful connection is kept when the state has none. A
 * login state is never `disconnected` (STATE_VIAS): leaving it is a new connection, so who ended the old one goes and refresh is on.
 */
const STATE_COLUMNS = `status = $2, status_details = $3, warning = $4, next_step = $5, updated_at = $6,
              last_successful_connection = CASE WHEN $7 THEN last_successful_connection ELSE $8::date END,
              refresh_enabled = CASE WHEN status = ${statusValue(accountStatus.disconnected)} THEN true ELSE refresh_enabled END,
              disconnected_by = NULL`;

/** `status IN (…)`: the stored statuses a login-state write may turn `to` (account-lifecycle.ts); none for `disconnected`. */
const STATE_SOURCES = (to: AccountStatus) => {
  const from = sourcesOf(to, STATE_VIAS);
  return from.length > 0 ? statusIn(from) : 'false';
};

const stateValues = (state: AccountState, at: Date): unknown[] =>
  [state.status, state.statusDetails, state.warning, state.nextStep, at, state.lastSuccessfulConnection === undefined, state.lastSuccessfulConnection ?? null];

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

  /** Writes only from a status the lifecycle allows (`sourcesOf`): a refused write changes nothing and throws `ForbiddenTransition`. */
  async updateState(accountId: string, state: AccountState, at: Date): Promise<void> {
    const updated = await queryRows(
      this.manager,
      `UPDATE accounts SET ${STATE_COLUMNS}
        WHERE id = $1
          -- implements transition (account-lifecycle.ts): the statuses the table lets become $2
          AND ${STATE_SOURCES(state.status)} RETURNING id`,
      [accountId, ...stateValues(state, at)],
    );
    if (updated.length === 0) await this.refuseTransition(accountId, state.status);
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
    const finished = await queryRows(
      this.manager,
      `UPDATE accounts SET ${STATE_COLUMNS}, login_claim = NULL, login_claimed_at = NULL
        WHERE id = $1 AND login_claim = $9
          -- implements transition (account-lifecycle.ts): the statuses the table lets become $2
          AND ${STATE_SOURCES(state.status)} RETURNING id`,
      [accountId, ...stateValues(state, at), claim.token],
    );
    if (finished.length > 0) return true;
    const [held] = await queryRows(this.manager, `SELECT 1 FROM accounts WHERE id = $1 AND login_claim = $2`, [accountId, claim.token]);
    if (held) await this.refuseTransition(accountId, state.status);
    return false;
  }

  async releaseLogin(accountId: string, claim: LoginClaim, at: Date): Promise<boolean> {
    const released = await queryRows(
      this.manager,
      `UPDATE accounts SET login_claim = NULL, login_claimed_at = NULL, updated_at = $3 WHERE id = $1 AND login_claim = $2 RETURNING id`,
      [accountId, claim.token, at],
    );
    return released.length > 0;
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
    const [row] = await queryRows<AccountRow>(
      this.manager,
      `UPDATE accounts SET status = ${statusValue(accountStatus.disconnected)}, disconnected_by = $3, status_details = NULL, warning = NULL, next_step = NULL,
              session_sealed = NULL, login_claim = NULL, login_claimed_at = NULL, refresh_enabled = false, next_refresh_at = NULL, updated_at = $4
        WHERE id = $1 AND company_id = $2
          -- implements canDisconnect (account-lifecycle.ts): the statuses the table lets become disconnected
          AND ${statusIn(sourcesOf(accountStatus.disconnected))}
        RETURNING ${accountColumns()}`,
      [accountId, companyId, by, at],
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

  /** After a write the lifecycle's predicate refused: the stored status it was refused from (an unknown account: nothing). */
  private async refuseTransition(accountId: string, to: AccountStatus): Promise<void> {
    const [row] = await queryRows<{ status: AccountStatus }>(this.manager, `SELECT status FROM accounts WHERE id = $1`, [accountId]);
    if (row) throw new ForbiddenTransition(row.status, to);
  }
}
