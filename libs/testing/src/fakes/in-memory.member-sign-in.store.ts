import type { SignInAttemptStore } from '@gig/domain';
import type { InMemoryStore } from './in-memory.store';

export class InMemorySignInAttemptStore implements SignInAttemptStore {
  constructor(private readonly store: InMemoryStore) {}

  async count(keys: readonly string[], now: Date, windowMs: number) {
    return [...new Set(keys)].map((key) => {
      const current = this.store.signInAttempts.get(key);
      const counted = current && current.windowEndsAt > now
        ? { ...current, attempts: current.attempts + 1 }
        : { key, attempts: 1, windowEndsAt: new Date(now.getTime() + windowMs) };
      this.store.signInAttempts.set(key, counted);
      return counted;
    });
  }

  async forgive(keys: readonly string[]) {
    for (const key of keys) {
      const current = this.store.signInAttempts.get(key);
      if (current) this.store.signInAttempts.set(key, { ...current, attempts: Math.max(0, current.attempts - 1) });
    }
  }

  async clear(key: string) {
    this.store.signInAttempts.delete(key);
  }
}
