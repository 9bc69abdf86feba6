import type { Account, GetConnectionStatus } from '@gig/domain';

/** A connection's progress as the widget page polls it: no identifier, no data. */
export interface ConnectionStatusJson {
  readonly account_id: string;
  readonly user_id: string;
  readonly platform: string;
  readonly status: Account['status'];
  readonly status_details: string | null;
  readonly warning: Account['warning'];
  readonly next_step: Account['nextStep'];
}

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
