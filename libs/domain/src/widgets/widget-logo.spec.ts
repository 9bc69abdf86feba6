import { DomainError } from '../errors/domain-error';
import { isShownLogo, MAX_LOGO_DATA_URL, readLogoUrl } from './widget-logo';
import { readWidgetInput } from './widget-input';
import type { Widget } from './widget';
import { aPlatformRegistry } from '@gig/testing';

const REGISTRY = aPlatformRegistry();
const ORIGINS = ['https://app.lender.example', 'http://127.0.0.1:8080'];
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const SVG = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;

const problem = (value: string, origins = ORIGINS) => {
  try {
    readLogoUrl(value, origins);
    return null;
  } catch (error) {
    return error instanceof DomainError ? [error.code, error.errors?.map((e) => e.field)] : error;
  }
};

describe('a widget logo', () => {
  it('is an https URL on one of the allowed origins, or an inline PNG or SVG', () => {
    expect(readLogoUrl('https://APP.lender.example/brand/logo.png', ORIGINS)).toBe('https://app.lender.example/brand/logo.png');
    expect([readLogoUrl(PNG, ORIGINS), readLogoUrl(SVG, []), readLogoUrl(null, [])]).toEqual([PNG, SVG, null]);
  });

  it('is refused as bad_request on logoUrl from another origin, over http, as another type, not base64, or too long', () => {
    for (const bad of ['https://cdn.elsewhere.example/logo.png', 'http://127.0.0.1:8080/logo.png', 'https://app.lender.example:8443/l.png',
      'https://user:pw@app.lender.example/l.png', 'data:image/jpeg;base64,AAAA', 'data:text/html;base64,PHNjcmlwdD4=', 'data:image/svg+xml,<svg/>',
      'data:image/png;base64,not base64!', `data:image/png;base64,${'A'.repeat(MAX_LOGO_DATA_URL)}`, 'javascript:alert(1)']) {
      expect([bad.slice(0, 40), problem(bad)]).toEqual([bad.slice(0, 40), ['bad_request', ['logoUrl']]]);
    }
    expect(isShownLogo(`data:image/png;base64,${'A'.repeat(MAX_LOGO_DATA_URL - 24)}`, [])).toBe(true);
  });

  it('is checked against the origins given with it, and again when the origins change under a stored one', () => {
    const current: Widget = {
      id: 'w1', companyId: 'c1', name: 'x', platforms: ['uber'], countries: ['mx'], allowedOrigins: ['https://app.lender.example'], redirectUrl: null,
      language: 'es', primaryColor: '#1a56db', logoUrl: 'https://app.lender.example/logo.png', consentVersion: '2026-11', createdAt: new Date(0), updatedAt: new Date(0),
    };
    expect(readWidgetInput({ allowedOrigins: ['https://new.lender.example'], logoUrl: 'https://new.lender.example/l.png' }, REGISTRY, current).logoUrl)
      .toBe('https://new.lender.example/l.png');
    expect(() => readWidgetInput({ allowedOrigins: ['https://new.lender.example'] }, REGISTRY, current)).toThrow(/logoUrl/);
    expect(readWidgetInput({ allowedOrigins: ['https://new.lender.example'] }, REGISTRY, { ...current, logoUrl: PNG }).logoUrl).toBeUndefined();
    expect(() => readWidgetInput({ logoUrl: 'https://app.lender.example/l.png' }, REGISTRY, null)).toThrow(/logoUrl/);
  });
});
