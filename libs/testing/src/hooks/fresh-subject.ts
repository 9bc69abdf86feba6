import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from './hook-budgets';

/**
 * Makes a fresh subject before every test and disposes of it after, for contracts whose subjects keep state.
 * Returns a getter, since each test's subject exists only once its `beforeEach` has run.
 */
export function useFreshSubject<S extends { dispose?(): Promise<void> | void }>(make: () => S | Promise<S>): () => S {
  let subject: S | undefined;
  beforeEach(async () => {
    subject = await make();
  }, OPEN_BUDGET_MS);
  afterEach(async () => {
    await subject?.dispose?.();
  }, CLOSE_BUDGET_MS);
  return () => {
    if (!subject) throw new Error('contract subject not made');
    return subject;
  };
}
