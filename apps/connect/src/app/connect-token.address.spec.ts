import { addressWithoutConnectToken, forgetConnectToken } from './connect-token.address';

describe('forgetConnectToken', () => {
  it('replaces the history entry with the address less its connect_token, keeping the other parameters, the fragment and the state', () => {
    const replaced: unknown[][] = [];
    const history = { state: { step: 1 }, replaceState: (...args: unknown[]) => void replaced.push(args) };
    forgetConnectToken({ href: 'https://api.example.com/connect?lang=en&connect_token=ct_abc123&origin=https%3A%2F%2Flender.example#top' }, history);
    expect(replaced).toEqual([[{ step: 1 }, '', '/connect?lang=en&origin=https%3A%2F%2Flender.example#top']]);
  });

  it('leaves an address without a token alone', () => {
    const history = { state: null, replaceState: jest.fn() };
    forgetConnectToken({ href: 'https://api.example.com/connect?public_key=pk_live_x&widget_id=w' }, history);
    expect(history.replaceState).not.toHaveBeenCalled();
  });

  it('drops an empty or repeated connect_token too', () => {
    expect(addressWithoutConnectToken('https://a.example/connect?connect_token=&connect_token=ct_x')).toBe('/connect');
  });
});
