import { useState } from 'preact/hooks';

export interface Action {
  readonly busy: boolean;
  readonly error: unknown;
  readonly status: string | null;
  /** Runs a write; on success shows `done` (the result's text when a function) in the live region. */
  run<T>(write: () => Promise<T>, done: string | ((result: T) => string)): Promise<T | undefined>;
}

export function useAction(): Action {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [status, setStatus] = useState<string | null>(null);
  return {
    busy,
    error,
    status,
    async run(write, done) {
      setBusy(true);
      setError(null);
      setStatus(null);
      try {
        const result = await write();
        setStatus(typeof done === 'function' ? done(result) : done);
        return result;
      } catch (caught) {
        setError(caught);
        return undefined;
      } finally {
        setBusy(false);
      }
    },
  };
}
