import type { User } from '../users/user';
import type { Account } from './account';

/** An account as the API returns it. */
export interface AccountView {
  account_id: string;
  user_id: string;
  platform: string;
  country: string;
  identifier: string;
  status: Account['status'];
  status_details: string | null;
  warning: Account['warning'];
  next_step: Account['nextStep'];
  last_successful_connection: string | null;
  created_at: string;
  updated_at: string;
}

export function accountView(account: Account): AccountView {
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
    last_successful_connection: account.lastSuccessfulConnection,
    created_at: account.createdAt.toISOString(),
    updated_at: account.updatedAt.toISOString(),
  };
}

export interface UserView {
  user_id: string;
  external_id: string | null;
  created_at: string;
}

export function userView(user: User): UserView {
  return { user_id: user.id, external_id: user.externalId, created_at: user.createdAt.toISOString() };
}
