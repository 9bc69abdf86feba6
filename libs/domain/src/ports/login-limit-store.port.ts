import type { LoginLimitState } from '../limits/login-limit';

/** Where the limits of spec section 8 are kept. */
export interface LoginLimitStore {
  find(companyId: string, platform: string, identifier: string): Promise<LoginLimitState | null>;
  save(state: LoginLimitState): Promise<void>;
}
