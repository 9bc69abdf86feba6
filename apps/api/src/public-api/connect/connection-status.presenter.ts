import type { GetConnectionStatus } from '@gig/domain';
import type { AccountJson } from '../accounts/account.presenter';

/** A connection's progress as the widget page polls it: no identifier, no data. */
export type ConnectionStatusJson = Pick<AccountJson, 'account_id' | 'user_id' | 'platform' | 'status' | 'status_details' | 'warning' | 'next_step'>;

export function presentConnectionStatus(account: Awaited<ReturnType<GetConnectionStatus['execute']>>): ConnectionStatusJson {
  return {
    account_id: account.id,
    user_id: account.userId,
    platform: account.platform,
    status: account.status,
    status_details: account.statusDetails,
    warning: account.warning,
    next_step: account.nextStep,
  };
}
