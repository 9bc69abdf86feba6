import { readWidgetInput } from './widget-input';
import { REGISTRY } from './widget.spec-fakes';

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
    (origin) => expect(fieldsOf({ allowedOrigins: [origin] })).toEqual(['allowed_origins']),
  );

  it('names every bad field at once', () => {
    expect(fieldsOf({ name: '  ', platforms: ['uber', 'myspace'], language: 'fr', primaryColor: '#abc', logoUrl: 'http://x.example/l.png', redirectUrl: 'ftp://x', consentVersion: '' }))
      .toEqual(['name', 'redirect_url', 'logo_url', 'language', 'primary_color', 'consent_version', 'platforms']);
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
