/**
 * Time budgets for Jest hooks, sized for a loaded two-core machine (two test runs side by side):
 * Jest's 5 s default (30 s in apps/api) is too short there for opening PGlite, running the migrations
 * or starting the app. Pass one as the hook's second argument: `beforeAll(open, OPEN_BUDGET_MS)`.
 */

/** A hook that opens a database, composes or starts the app, starts a server or spawns a process. */
export const OPEN_BUDGET_MS = 120_000;

/** A hook that empties the tables (or seeds a little) between tests on an open database. */
export const RESET_BUDGET_MS = 60_000;

/** A hook that closes what an opening hook opened. */
export const CLOSE_BUDGET_MS = 60_000;
