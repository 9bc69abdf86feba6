import { aPlatformRegistry } from '@gig/testing';
import { readWidgetInput } from './widget-input';

const REGISTRY = aPlatformRegistry();

const fieldsOf = (input: Parameters<typeof readWidgetInput>[0]) => {
  try {
    readWidgetInput(input, REGISTRY, null);
    return [];
  } catch (error) {
    return ((error as { errors: { field: string }[] }).errors ?? []).map((e) => e.field);
  }
};

describe('readWidgetInput', () => {
  it('keeps origins as the URL standard writes them, without repeats', () => {
    expect(readWidgetInput({ allowedOrigins: ['HTTPS://App.Example.com', 'https://app.example.com', 'http://localhost:5173', 'https://a.example:443'] }, REGISTRY, null).allowedOrigins)
      .toEqual(['https://app.example.com', 'http://localhost:5173', 'https://a.example']);
  });

  it.each(['https://a.example/', 'https://a.example/x', 'https://a.example?x', 'https://a.example#x', 'https://user@a.example', 'ws://a.example', 'a.example', '', 'https://'])(
    'refuses the origin %j',
    (origin) => expect(fieldsOf({ allowedOrigins: [origin] })).toEqual(['allowedOrigins']),
  );

  it.each([
    'https://*', 'https://*.a.example', "https://a.example'unsafe-inline'", 'https://a.example;sandbox', 'https://a.example; script-src *', 'https://a.example,https://b.example',
    'https://a.example https://b.example', 'https://a_b.example', 'https://a.example.', 'https://a.example\\x', 'https://a.example\uff1bsandbox', 'https://a.example:0', 'http://-a.example', '"https://a.example"',
  ])('refuses %j, which is no origin a browser sends and could change a Content-Security-Policy', (origin) => {
    expect(fieldsOf({ allowedOrigins: [origin] })).toEqual(['allowedOrigins']);
  });

  it('writes origins as the Origin header does: lower case, international names in punycode, no default port, IP literals', () => {
    expect(readWidgetInput({ allowedOrigins: ['HTTPS://Bücher.Example:443', 'http://127.0.0.1:8080', 'http://[::1]:3000', 'https://A-B.example:8443'] }, REGISTRY, null).allowedOrigins)
      .toEqual(['https://xn--bcher-kva.example', 'http://127.0.0.1:8080', 'http://[::1]:3000', 'https://a-b.example:8443']);
  });

  it('names every bad field at once', () => {
    expect(fieldsOf({ name: '  ', platforms: ['uber', 'myspace'], language: 'fr', primaryColor: '#abc', logoUrl: 'http://x.example/l.png', redirectUrl: 'ftp://x', consentVersion: '' }))
      .toEqual(['name', 'redirectUrl', 'logoUrl', 'language', 'primaryColor', 'consentVersion', 'platforms']);
  });

  it('defaults the countries to every country of the chosen platforms and refuses others', () => {
    expect(readWidgetInput({ platforms: ['imss', 'cabify', 'imss'] }, REGISTRY, null)).toEqual({ platforms: ['imss', 'cabify'], countries: ['mx', 'co'] });
    expect(fieldsOf({ platforms: ['imss'], countries: ['br'] })).toEqual(['countries']);
    expect(readWidgetInput({ countries: ['br', 'mx'] }, REGISTRY, null).countries).toEqual(['br', 'mx']);
  });

  it('lowers the colour and accepts null URLs', () => {
    expect(readWidgetInput({ primaryColor: '#AABBCC', redirectUrl: null, logoUrl: null }, REGISTRY, null)).toMatchObject({ primaryColor: '#aabbcc', redirectUrl: null, logoUrl: null });
  });
});
