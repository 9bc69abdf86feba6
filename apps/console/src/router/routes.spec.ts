import { matchRoute, pathTo, safeNext } from './routes';

describe('matchRoute', () => {
  it.each([
    ['/console', { name: 'overview' }],
    ['/console/', { name: 'overview' }],
    ['/console/sign-in', { name: 'sign-in' }],
    ['/console/users/u-1', { name: 'user', id: 'u-1' }],
    ['/console/accounts/a%201', { name: 'account', id: 'a 1' }],
    ['/console/webhooks/w', { name: 'webhook', id: 'w' }],
    ['/console/api-keys', { name: 'api-keys' }],
    ['/console/members', { name: 'members' }],
    ['/console/worker-requests', { name: 'worker-requests' }],
    ['/console/sandbox/x', { name: 'not-found' }],
    ['/console/nothing', { name: 'not-found' }],
    ['/elsewhere', { name: 'not-found' }],
  ])('%s', (path, route) => expect(matchRoute(path)).toEqual(route));
});

describe('safeNext', () => {
  it('follows console paths only', () => {
    expect(safeNext('/console/accounts?status=error')).toBe('/console/accounts?status=error');
    expect(safeNext('https://evil.example')).toBe('/console');
    expect(safeNext('/consoleevil')).toBe('/console');
    expect(safeNext(null)).toBe('/console');
  });

  it('is what the sign-in link carries', () => {
    expect(pathTo.signIn('/console/users')).toBe('/console/sign-in?next=%2Fconsole%2Fusers');
    expect(pathTo.signIn('/console')).toBe('/console/sign-in');
  });
});
