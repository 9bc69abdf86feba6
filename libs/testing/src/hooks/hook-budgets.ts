/**
 * Time budgets for Jest hooks and long tests, sized for a loaded two-core machine (two test runs side by side):
 * Jest's 5 s default (30 s in apps/api) is too short there for opening PGlite, running the migrations
 * or starting the app. Pass one as the hook's second argument: `beforeAll(open, OPEN_BUDGET_MS)`.
 */

/** A hook that opens a database, composes or starts the app, starts a server or spawns a process. */
export const OPEN_BUDGET_MS = 120_000;

/** A hook that empties the tables (or seeds a little) between tests on an open database. */
export const RESET_BUDGET_MS = 60_000;

/** A hook that closes what an opening hook opened. */
export const CLOSE_BUDGET_MS = 60_000;

/**
 * A test that walks the whole API (every operation at every status, thousands of fuzzed or recorded requests): about a
 * minute alone, several with two runs side by side.
 */
export const SWEEP_BUDGET_MS = 600_000;

/**
 * A test that has report PDFs made, signed and read back (a worker thread loads the renderer and its fonts, Poppler's
 * tools run): seconds alone, past Jest's 30 s with two runs side by side.
 */
export const PDF_BUDGET_MS = 120_000;

/**
 * A test that walks a worker's whole flow (accounts connected through the job queue, webhooks delivered to a
 * receiver, a dozen calls): a few seconds alone, past Jest's 30 s on a loaded machine.
 */
export const FLOW_BUDGET_MS = 120_000;
