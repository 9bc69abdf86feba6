import { apiOriginOf, isWidgetMessage, widgetUrl } from './widget-url.builder';

describe('loader helpers', () => {
  it('takes the API origin from the script src', () => {
    expect(apiOriginOf('https://api.gig.test/connect/sdk.js', 'https://host.test')).toBe('https://api.gig.test');
    expect(apiOriginOf(undefined, 'https://host.test')).toBe('https://host.test');
  });

  it('builds the page URL with the host origin', () => {
    const url = new URL(widgetUrl('https://api.gig.test', 'https://lender.test', { publicKey: 'pk_1', widgetId: 'w 1', externalId: 'e1', lang: 'en' }));
    expect(url.origin + url.pathname).toBe('https://api.gig.test/connect');
    expect(Object.fromEntries(url.searchParams)).toEqual({ public_key: 'pk_1', widget_id: 'w 1', external_id: 'e1', lang: 'en', origin: 'https://lender.test' });
  });

  it('opens a returning worker’s page with the connect token alone', () => {
    const url = new URL(widgetUrl('https://api.gig.test', 'https://lender.test', { connectToken: 'ct_abc', lang: 'es' }));
    expect(Object.fromEntries(url.searchParams)).toEqual({ connect_token: 'ct_abc', lang: 'es', origin: 'https://lender.test' });
  });

  it('recognises only gig-connect messages', () => {
    expect(isWidgetMessage({ source: 'gig-connect', event: 'ready', data: {} })).toBe(true);
    expect(isWidgetMessage({ source: 'other', event: 'ready' })).toBe(false);
    expect(isWidgetMessage('ready')).toBe(false);
  });
});
