import { HostMessenger, allowedTarget, redirectTarget } from './host.messenger';

describe('host messenger', () => {
  it('posts only to an allowed origin', () => {
    expect(allowedTarget('https://lender.test', ['https://lender.test'])).toBe('https://lender.test');
    expect(allowedTarget('https://lender.test/', ['https://lender.test'])).toBe('https://lender.test');
    expect(allowedTarget('https://evil.test', ['https://lender.test'])).toBeNull();
    expect(allowedTarget(null, ['https://lender.test'])).toBeNull();
  });

  it('posts the gig-connect envelope to the parent when embedded with a target', () => {
    const postMessage = jest.fn();
    const parent = { postMessage } as unknown as Window;
    const win = { parent } as unknown as Window;
    new HostMessenger('https://lender.test', win).post('ready', { widget_id: 'w1' });
    expect(postMessage).toHaveBeenCalledWith({ source: 'gig-connect', event: 'ready', data: { widget_id: 'w1' } }, 'https://lender.test');
    new HostMessenger(null, win).post('ready', { widget_id: 'w1' });
    const top = { postMessage: jest.fn() } as unknown as Window & { parent: Window };
    (top as { parent: Window }).parent = top;
    new HostMessenger('https://lender.test', top).post('ready', {});
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(top.postMessage).not.toHaveBeenCalled();
  });

  it('builds the full-page redirect with the result in the query', () => {
    expect(redirectTarget('https://lender.test/back?x=1', { status: 'success', user_id: 'u', account_id: 'a', platform: 'uber' }))
      .toBe('https://lender.test/back?x=1&status=success&user_id=u&account_id=a&platform=uber');
    expect(redirectTarget('https://lender.test/back', { status: 'error', code: 'login_refused', platform: 'didi' }))
      .toBe('https://lender.test/back?status=error&code=login_refused&platform=didi');
    expect(redirectTarget('https://lender.test/back', { status: 'exit' })).toBe('https://lender.test/back?status=exit');
  });
});
