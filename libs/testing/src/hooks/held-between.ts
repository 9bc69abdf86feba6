import { CLOSE_BUDGET_MS, OPEN_BUDGET_MS } from './hook-budgets';

type Hook = (run: () => Promise<void>, timeoutMs: number) => void;

/**
 * Holds what `make` opens in the `open` hook until the `close` hook disposes of it.
 * Returns a getter, since the value exists only once its hook has run.
 */
export function holdBetween<T>(hooks: { open: Hook; close: Hook }, make: () => T | Promise<T>, dispose: (value: T) => unknown, what: string): () => T {
  let held: T | undefined;
  hooks.open(async () => {
    held = await make();
  }, OPEN_BUDGET_MS);
  hooks.close(async () => {
    if (held !== undefined) await dispose(held);
  }, CLOSE_BUDGET_MS);
  return () => {
    if (held === undefined) throw new Error(`${what} not opened`);
    return held;
  };
}

/** A fresh subject for every test, disposed of after it, for contracts whose subjects keep state. */
export function useFreshSubject<S extends { dispose?(): Promise<void> | void }>(make: () => S | Promise<S>): () => S {
  return holdBetween({ open: beforeEach, close: afterEach }, make, (subject) => subject.dispose?.(), 'contract subject');
}
