import { useCallback, useEffect, useState } from 'preact/hooks';

export interface Resource<T> {
  readonly data: T | null;
  readonly error: unknown;
  readonly loading: boolean;
  readonly reload: () => void;
}

interface State<T> {
  readonly key: string;
  readonly data: T | null;
  readonly error: unknown;
  readonly loading: boolean;
}

/**
 * Loads once per change of `key`; a late answer for an older key is dropped. A reload keeps the data shown
 * until the new answer; a new key shows nothing of the old one.
 */
export function useResource<T>(load: () => Promise<T>, key: string): Resource<T> {
  const [state, setState] = useState<State<T>>({ key, data: null, error: null, loading: true });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setState((previous) => ({ key, data: previous.key === key ? previous.data : null, error: null, loading: true }));
    load().then(
      (data) => live && setState({ key, data, error: null, loading: false }),
      (error: unknown) => live && setState({ key, data: null, error, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const current = state.key === key ? state : { key, data: null, error: null, loading: true };
  return { data: current.data, error: current.error, loading: current.loading, reload };
}
