import { EMPTY_WIDGET, previewUrl, widgetInputOf } from './widget-draft';

describe('widgetInputOf', () => {
  it('splits the origins and turns empty optional fields into null', () => {
    const input = widgetInputOf({ ...EMPTY_WIDGET, name: ' Loans ', allowedOrigins: 'https://a.example\nhttps://b.example, https://c.example\n' });
    expect(input).toEqual({
      name: 'Loans',
      allowed_origins: ['https://a.example', 'https://b.example', 'https://c.example'],
      redirect_url: null,
      language: 'es',
      primary_color: '#1a56db',
      logo_url: null,
      consent_version: '2026-11',
    });
  });

  it('sends the platforms and countries ticked', () => {
    const input = widgetInputOf({ ...EMPTY_WIDGET, platforms: ['uber'], countries: ['mx'] });
    expect(input.platforms).toEqual(['uber']);
    expect(input.countries).toEqual(['mx']);
  });
});

describe('previewUrl', () => {
  it('builds the connect page address with the key and widget encoded', () => {
    expect(previewUrl('https://api.example', ' pk_test_a+b ', 'w-1')).toBe('https://api.example/connect?public_key=pk_test_a%2Bb&widget_id=w-1');
  });
});
