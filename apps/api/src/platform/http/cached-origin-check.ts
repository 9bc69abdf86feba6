/** The most origins remembered at once: `Origin` is the client's to write, so the memory must not grow with it. */
const MAX_REMEMBERED = 10_000;

/**
 * Remembers each origin's answer for `ttlMs` (0: asks every time), so a browser's preflight seldom costs a
 * query; a widget's new origin is answered within that time, as a revoked key is refused within it.
 */
export function cachedOriginCheck(check: (origin: string) => Promise<boolean>, ttlMs: number, now: () => number = Date.now): (origin: string) => Promise<boolean> {
  const answers = new Map<string, { readonly allowed: boolean; readonly until: number }>();
  return async (origin) => {
    const kept = answers.get(origin);
    if (kept && kept.until > now()) return kept.allowed;
    const allowed = await check(origin);
    if (ttlMs > 0) {
      if (answers.size >= MAX_REMEMBERED) answers.clear();
      answers.set(origin, { allowed, until: now() + ttlMs });
    }
    return allowed;
  };
}
