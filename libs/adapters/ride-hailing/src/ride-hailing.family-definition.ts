import type { ErrorCode } from '@gig/domain';
import { GIG_ERRORS, gigFamilySpec, GigPaths } from '@gig/platform-http';

/** The ride-hailing extraction service's endpoints (README, "HTTP contract"). */
export const RIDE_HAILING_PATHS: GigPaths = {
  startLogin: () => '/v1/sessions',
  verify: (session) => `/v1/sessions/${session}/verify`,
  retrieve: (session) => `/v1/sessions/${session}/data`,
};

/** Every error code of the ride-hailing extraction service and its catalogue code (README, "Error answers"). */
export const RIDE_HAILING_ERRORS = {
  ...GIG_ERRORS,
  // Before Login: an account that is not a driver's
  NOT_A_DRIVER_ACCOUNT: 'account_not_in_gig_platform',
} as const satisfies Readonly<Record<string, ErrorCode>>;

export const RIDE_HAILING_SPEC = gigFamilySpec({ family: 'ride_hailing', paths: RIDE_HAILING_PATHS, errors: RIDE_HAILING_ERRORS });
