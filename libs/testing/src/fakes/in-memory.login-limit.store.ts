import type { LoginLimitState, LoginLimitStore } from '@gig/domain';
import type { InMemoryStore } from './in-memory.store';

const keyOf = (companyId: string, platform: string, identifier: string) => JSON.stringify([companyId, platform, identifier]);
const copy = (state: LoginLimitState): LoginLimitState => ({
  ...state,
  lastSuccessAt: state.lastSuccessAt && new Date(state.lastSuccessAt.getTime()),
  blockedUntil: state.blockedUntil && new Date(state.blockedUntil.getTime()),
});

export class InMemoryLoginLimitStore implements LoginLimitStore {
  constructor(private readonly store: InMemoryStore) {}

  async find(companyId: string, platform: string, identifier: string) {
    const state = this.store.loginLimits.get(keyOf(companyId, platform, identifier));
    return state ? copy(state) : null;
  }

  /** Inserts, or replaces the state of the same company, platform and identifier. */
  async save(state: LoginLimitState) {
    if (!this.store.companies.has(state.companyId)) throw new Error(`foreign key violation: no company ${state.companyId}`);
    const { companyId, platform, identifier, lastSuccessAt, blockedUntil, blockCode } = state;
    this.store.loginLimits.set(keyOf(companyId, platform, identifier), copy({ companyId, platform, identifier, lastSuccessAt, blockedUntil, blockCode }));
  }
}
