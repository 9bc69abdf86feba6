import type { components } from './generated/gig-api';

/** An account's status as the API answers it (`AccountDto.status`). */
export type AccountStatus = components['schemas']['AccountDto']['status'];

/**
 * Every account status by name, as the wire spells it: clients compare against these, never spell them. The compiler
 * checks the list against the generated types both ways: a status the API adds or drops fails typecheck here.
 */
export const accountStatus = {
  pending: 'pending',
  syncing: 'syncing',
  success: 'success',
  incomplete: 'incomplete',
  error: 'error',
  requiresAuth: 'requires_auth',
  disconnected: 'disconnected',
} as const satisfies Record<string, AccountStatus>;

type Named = (typeof accountStatus)[keyof typeof accountStatus];
const everyStatusNamed: [AccountStatus] extends [Named] ? true : never = true;

export const ACCOUNT_STATUSES: readonly AccountStatus[] = everyStatusNamed && Object.values(accountStatus);
