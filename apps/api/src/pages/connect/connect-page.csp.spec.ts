import { connectPageCsp, serializeCsp } from './connect-page.csp';

const directives = (csp: string) => csp.split(';').map((directive) => directive.trim().split(/\s+/));

describe('The widget page policy', () => {
  it('takes images inline or from the widget’s origins (its logo), and frames in none without any origin', () => {
    expect(connectPageCsp(['https://app.lender.example', 'http://localhost:5173'])).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: https://app.lender.example http://localhost:5173; connect-src 'self'; font-src 'self'; base-uri 'none'; " +
        "form-action 'self'; frame-ancestors https://app.lender.example http://localhost:5173",
    );
    expect(connectPageCsp([])).toMatch(/img-src 'self' data:; .*frame-ancestors 'none'$/);
  });

  it('cannot gain a directive, a keyword or a wildcard from a stored origin', () => {
    const stored = ['https://a.example;sandbox', "https://a.example'unsafe-inline'", 'https://*', '*', "'self'", 'https:', 'https://a.example script-src *', 'https://a.example,https://b.example', 'https://ok.example'];
    const policy = directives(connectPageCsp(stored));
    expect(policy.map(([name]) => name)).toEqual(['default-src', 'script-src', 'style-src', 'img-src', 'connect-src', 'font-src', 'base-uri', 'form-action', 'frame-ancestors']);
    expect(policy.at(-1)).toEqual(['frame-ancestors', 'https://ok.example']);
    expect(policy[3]).toEqual(['img-src', "'self'", 'data:', 'https://ok.example']);
    expect(connectPageCsp(['https://a.example;sandbox'])).toMatch(/frame-ancestors 'none'$/);
  });

  it('refuses a directive name that is not one', () => {
    expect(() => serializeCsp({ 'sandbox; script-src': { keywords: ["'self'"] } })).toThrow(/Not a CSP directive/);
  });
});
