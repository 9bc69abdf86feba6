import type { Account, LoginMethod, Platform } from '@gig/domain';
import type { AccountMethod } from '../../platform/docs/wire-enums';

/** An account as the API returns it. */
export interface AccountJson {
  readonly account_id: string;
  readonly user_id: string;
  readonly platform: string;
  readonly country: string;
  readonly identifier: string;
  readonly status: Account['status'];
  readonly status_details: string | null;
  readonly warning: Account['warning'];
  readonly next_step: Account['nextStep'];
  /** Every login method the platform's validate step accepts, in Palenca's names (`otp`, `credentials`). */
  readonly methods: readonly AccountMethod[];
  readonly last_successful_connection: string | null;
  readonly refresh_enabled: boolean;
  readonly last_refreshed_at: string | null;
  readonly next_refresh_at: string | null;
  /** `connection`: logged in to the platform; `document`: fed by uploaded documents (an IMSS constancia). */
  readonly source: Account['source'];
  readonly disconnected_by: Account['disconnectedBy'];
  readonly created_at: string;
  readonly updated_at: string;
}

export interface DeletedAccountJson {
  readonly account_id: string;
  readonly deleted: true;
}

/** The platforms the service connects, to read each account's login methods from. */
export type PlatformList = readonly Pick<Platform, 'code' | 'loginMethods'>[];

const accountMethod = (method: LoginMethod): AccountMethod => (method === 'password' ? 'credentials' : method);

export function presentAccount(account: Account, platforms: PlatformList): AccountJson {
  return {
    account_id: account.id,
    user_id: account.userId,
    platform: account.platform,
    country: account.country,
    identifier: account.identifier,
    status: account.status,
    status_details: account.statusDetails,
    warning: account.warning,
    next_step: account.nextStep,
    methods: (platforms.find((platform) => platform.code === account.platform)?.loginMethods ?? []).map(accountMethod),
    last_successful_connection: account.lastSuccessfulConnection,
    refresh_enabled: account.refreshEnabled,
    last_refreshed_at: account.lastRefreshedAt?.toISOString() ?? null,
    next_refresh_at: account.nextRefreshAt?.toISOString() ?? null,
    source: account.source,
    disconnected_by: account.disconnectedBy,
    created_at: account.createdAt.toISOString(),
    updated_at: account.updatedAt.toISOString(),
  };
}

export function presentDeletedAccount(accountId: string): DeletedAccountJson {
  return { account_id: accountId, deleted: true };
}
