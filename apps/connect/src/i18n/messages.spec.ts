import { MESSAGES, WARNINGS, countryKey, pickLang, translator, warningKey } from './i18n';
import { PHONE_PREFIXES } from '../validation/identifier.validation';

describe('messages', () => {
  it('has every key in Spanish and English, none empty', () => {
    const esKeys = Object.keys(MESSAGES.es).sort();
    expect(Object.keys(MESSAGES.en).sort()).toEqual(esKeys);
    for (const lang of ['es', 'en'] as const) {
      for (const key of esKeys) expect(MESSAGES[lang][key as keyof typeof MESSAGES.es].trim()).not.toBe('');
    }
  });

  it('uses the same placeholders in both languages', () => {
    const vars = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(MESSAGES.es) as (keyof typeof MESSAGES.es)[]) {
      expect([key, vars(MESSAGES.en[key])]).toEqual([key, vars(MESSAGES.es[key])]);
    }
  });

  it('explains each warning and names each country', () => {
    for (const warning of WARNINGS) expect(warningKey(warning)).toBe(`warn_${warning}`);
    expect(warningKey('something_new')).toBe('warn_generic');
    for (const country of Object.keys(PHONE_PREFIXES)) expect(countryKey(country)).toBe(`country_${country}`);
  });

  it('picks the first supported language, Spanish by default, and fills placeholders', () => {
    expect(pickLang(undefined, 'en')).toBe('en');
    expect(pickLang('fr', 'es-MX')).toBe('es');
    expect(pickLang()).toBe('es');
    expect(translator('en')('success_body', { platform: 'Uber' })).toBe('Your Uber account is connected.');
  });
});
