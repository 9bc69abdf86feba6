import type { ErrorCode } from '@gig/domain';
import { GIG_ERRORS, gigFamilySpec, GigPaths } from '@gig/platform-http';

/** The delivery extraction service's endpoints (README, "HTTP contract"). */
export const DELIVERY_PATHS: GigPaths = {
  startLogin: () => '/v1/sessions',
  verify: (session) => `/v1/sessions/${session}/verify`,
  retrieve: (session) => `/v1/sessions/${session}/data`,
};

/** Every error code of the delivery extraction service and its catalogue code (README, "Error answers"). */
export const DELIVERY_ERRORS = {
  ...GIG_ERRORS,
  // Before Login: an account that is not a courier's
  NOT_A_COURIER_ACCOUNT: 'account_not_in_gig_platform',
} as const satisfies Readonly<Record<string, ErrorCode>>;

export const DELIVERY_SPEC = gigFamilySpec({ family: 'delivery', paths: DELIVERY_PATHS, errors: DELIVERY_ERRORS });
