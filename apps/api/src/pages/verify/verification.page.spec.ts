import type { ReportVerification } from '@gig/domain';
import { createHash } from 'node:crypto';
import { fileVerificationPage, reportNotFoundPage, VERIFICATION_PAGE_CSP, verificationPage } from './verification.page';
import { pageLanguage } from './verification-page.text';

const REPORT: ReportVerification = {
  reportId: '0d5a3f1e-7b2c-4c1d-9e8f-112233445566', issuerCompanyName: '<script>alert(1)</script> & "Co"', issuedAt: new Date('2026-11-20T15:30:59.000Z'),
  window: { start: '2025-11-21', end: '2026-11-20' }, environment: 'live', status: 'ready', validity: 'valid', dataSha256: 'a'.repeat(64), pdfSha256: 'b'.repeat(64),
};

describe('the verification pages', () => {
  it('allow exactly their own inline style by its hash, and nothing else runs or loads', () => {
    for (const html of [verificationPage('es', REPORT), reportNotFoundPage('en'), fileVerificationPage('es', 'c'.repeat(64), null)]) {
      const style = /<style>(.*?)<\/style>/s.exec(html)?.[1] ?? '';
      expect(VERIFICATION_PAGE_CSP).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
      expect(html).not.toMatch(/<script|<img|<link|src=|href=|style="/);
    }
  });

  it('escape what a company named itself', () => {
    const html = verificationPage('en', REPORT);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
    expect(html).not.toContain('<script>');
  });

  it('say the issue time in UTC to the minute, with the exact instant in the markup', () => {
    expect(verificationPage('es', REPORT)).toContain('<time datetime="2026-11-20T15:30:59.000Z">2026-11-20 15:30 UTC</time>');
  });

  it('name a failed or generating report’s status rather than calling it valid', () => {
    expect(verificationPage('en', { ...REPORT, status: 'failed', pdfSha256: null })).toContain('The PDF could not be generated');
    expect(verificationPage('en', { ...REPORT, status: 'generating', dataSha256: null, pdfSha256: null })).toContain('Being generated');
  });
});

describe('the verification pages of a sandbox report', () => {
  const SANDBOX: ReportVerification = { ...REPORT, environment: 'sandbox' };
  /** What a reader sees: the body's text (the style sheet names the class in every page). */
  const text = (html: string) => html.replace(/<head>.*<\/head>/s, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

  it('open on a red alert saying the data is simulated and valid for no decision, and never call the report valid', () => {
    for (const [language, band, status] of [
      ['en', 'SANDBOX — simulated data, not valid for any decision', 'Test (sandbox) report: not valid for any decision'],
      ['es', 'SANDBOX — datos simulados, sin validez', 'Reporte de prueba (sandbox): sin validez para ninguna decisión'],
    ] as const) {
      for (const html of [verificationPage(language, SANDBOX), fileVerificationPage(language, 'c'.repeat(64), SANDBOX)]) {
        expect(html).toMatch(new RegExp(`<main><section class="sandbox" role="alert"><h2>${band}</h2>`));
        expect(html).toContain(`<title>SANDBOX · `);
        expect(text(html)).toContain(status);
        expect(html).not.toContain('class="valid"');
      }
    }
    expect(text(fileVerificationPage('en', 'c'.repeat(64), SANDBOX))).toContain('which is a test (sandbox) report, not valid for any decision');
  });

  it('say nothing of a sandbox for a live report', () => {
    for (const html of [verificationPage('en', REPORT), verificationPage('es', REPORT), fileVerificationPage('en', 'c'.repeat(64), REPORT), fileVerificationPage('es', 'c'.repeat(64), null)]) {
      expect(text(html).toLowerCase()).not.toContain('sandbox');
    }
  });
});

describe('pageLanguage', () => {
  it.each([
    [undefined, undefined, 'es'], ['en', 'es', 'en'], ['fr', 'en-US,en;q=0.9', 'en'], [undefined, 'fr-CA, en;q=0.4, es;q=0.8', 'es'],
    [undefined, 'de, *;q=0.5', 'es'], [undefined, 'en;q=0, es;q=0.1', 'es'], [undefined, 'EN-gb', 'en'], [['en'], 'garbage;;;q=x', 'es'],
  ])('lang=%p with Accept-Language %p gives %p', (query, header, expected) => {
    expect(pageLanguage(query, header)).toBe(expected);
  });
});
