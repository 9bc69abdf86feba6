/** The page's address without `connect_token` (its other parameters and fragment kept), or null when it has none. */
export function addressWithoutConnectToken(href: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has('connect_token')) return null;
  url.searchParams.delete('connect_token');
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Once the page has read its connect token, the token leaves the address bar and the history entry, so that neither a
 * copied link, a screenshot of the bar nor the browser's history holds it (the page keeps it in memory for its calls).
 */
export function forgetConnectToken(location: Pick<Location, 'href'>, history: Pick<History, 'replaceState' | 'state'>): void {
  const address = addressWithoutConnectToken(location.href);
  if (address !== null) history.replaceState(history.state, '', address);
}
