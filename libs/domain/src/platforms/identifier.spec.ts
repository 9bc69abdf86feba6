import { normaliseIdentifier } from './identifier';

describe('normaliseIdentifier', () => {
  it('lower-cases e-mails, strips phone punctuation and upper-cases CURPs', () => {
    expect(normaliseIdentifier('email', ' Ana.Driver@Example.COM ')).toBe('ana.driver@example.com');
    expect(normaliseIdentifier('phone', '+52 (55) 1234-5678')).toBe('+525512345678');
    expect(normaliseIdentifier('email_or_phone', '55 1234 5678')).toBe('5512345678');
    expect(normaliseIdentifier('email_or_phone', 'x@y.mx')).toBe('x@y.mx');
    expect(normaliseIdentifier('curp', 'gode561231hdfrrn09')).toBe('GODE561231HDFRRN09');
  });

  it.each([
    ['email', 'not-an-email', 'invalid_email'],
    ['email', '', 'invalid_email'],
    ['email_or_phone', 'ana@', 'invalid_email'],
    ['phone', '8881', 'invalid_phone_number'],
    ['email_or_phone', '12345', 'invalid_phone_number'],
    ['curp', 'GODE561231HDFRRN0', 'invalid_curp'],
    ['curp', 'GODE561331HDFRRN09', 'invalid_curp'],
  ] as const)('rejects a %s "%s" with %s', (kind, value, code) => {
    expect(() => normaliseIdentifier(kind, value)).toThrow(expect.objectContaining({ code }));
  });
});
