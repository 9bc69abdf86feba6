import { useEffect, useState } from 'preact/hooks';

const CHANGE = 'console:navigate';

export interface Location {
  readonly pathname: string;
  readonly search: string;
}

const current = (): Location => ({ pathname: window.location.pathname, search: window.location.search });

/** Client-side navigation with the History API. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.dispatchEvent(new Event(CHANGE));
}

export function useLocation(): Location {
  const [location, setLocation] = useState(current);
  useEffect(() => {
    const update = () => setLocation(current());
    window.addEventListener('popstate', update);
    window.addEventListener(CHANGE, update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener(CHANGE, update);
    };
  }, []);
  return location;
}
