import type { PasswordHasher } from '@gig/domain';

/** A hasher that only marks its input: a test of the use cases' logic, not of scrypt's cost. */
export const plainPasswordHasher: PasswordHasher = {
  hash: async (password) => `plain$${password}`,
  verify: async (password, stored) => stored === `plain$${password}`,
};
