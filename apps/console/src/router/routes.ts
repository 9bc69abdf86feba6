/** The console's pages, by path under `/console` (the API process answers every one with index.html). */
export type Route =
  | { readonly name: 'sign-in' }
  | { readonly name: 'set-password' }
  | { readonly name: 'overview' }
  | { readonly name: 'users' }
  | { readonly name: 'user'; readonly id: string }
  | { readonly name: 'accounts' }
  | { readonly name: 'account'; readonly id: string }
  | { readonly name: 'webhooks' }
  | { readonly name: 'webhook'; readonly id: string }
  | { readonly name: 'api-keys' }
  | { readonly name: 'members' }
  | { readonly name: 'widgets' }
  | { readonly name: 'sandbox' }
  | { readonly name: 'worker-requests' }
  | { readonly name: 'not-found' };

export const BASE = '/console';

const STATIC: Record<string, Route['name']> = {
  '': 'overview',
  'sign-in': 'sign-in',
  'set-password': 'set-password',
  users: 'users',
  accounts: 'accounts',
  webhooks: 'webhooks',
  'api-keys': 'api-keys',
  members: 'members',
  widgets: 'widgets',
  sandbox: 'sandbox',
  'worker-requests': 'worker-requests',
};

const WITH_ID: Record<string, 'user' | 'account' | 'webhook'> = { users: 'user', accounts: 'account', webhooks: 'webhook' };

export function matchRoute(pathname: string): Route {
  if (pathname !== BASE && !pathname.startsWith(`${BASE}/`)) return { name: 'not-found' };
  const parts = pathname.slice(BASE.length).split('/').filter(Boolean);
  if (parts.length <= 1) {
    const name = STATIC[parts[0] ?? ''];
    return name ? ({ name } as Route) : { name: 'not-found' };
  }
  const withId = WITH_ID[parts[0]];
  if (parts.length === 2 && withId) return { name: withId, id: decodeURIComponent(parts[1]) };
  return { name: 'not-found' };
}

export const isPublicRoute = (route: Route): boolean => route.name === 'sign-in' || route.name === 'set-password';

export const pathTo = {
  overview: () => BASE,
  signIn: (next?: string) => `${BASE}/sign-in${next && next !== BASE ? `?next=${encodeURIComponent(next)}` : ''}`,
  users: () => `${BASE}/users`,
  user: (id: string) => `${BASE}/users/${encodeURIComponent(id)}`,
  accounts: (query = '') => `${BASE}/accounts${query}`,
  account: (id: string) => `${BASE}/accounts/${encodeURIComponent(id)}`,
  webhooks: () => `${BASE}/webhooks`,
  webhook: (id: string) => `${BASE}/webhooks/${encodeURIComponent(id)}`,
  apiKeys: () => `${BASE}/api-keys`,
  members: () => `${BASE}/members`,
  widgets: () => `${BASE}/widgets`,
  sandbox: () => `${BASE}/sandbox`,
  workerRequests: () => `${BASE}/worker-requests`,
};

/** Only a path inside the console is followed after signing in. */
export function safeNext(next: string | null): string {
  return next && (next === BASE || next.startsWith(`${BASE}/`)) && !next.startsWith('//') ? next : BASE;
}
