export { ACCOUNT_STATUSES, accountStatus } from './account-status';
export type { AccountStatus } from './account-status';
export type { components, operations, paths } from './generated/gig-api';
export { GigApiError } from './gig-api-error';
export type { GigErrorCode, GigErrorEnvelope, GigFieldError } from './gig-api-error';
export { createGigClient, unwrap } from './gig-client';
export type { GigClient, GigClientOptions } from './gig-client';
export { retryDelayMs, retryingFetch } from './retrying-fetch';
export type { FetchFn, RetryOptions } from './retrying-fetch';
