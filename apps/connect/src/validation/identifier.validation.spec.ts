import { CURP, validateCurp, validateEmail, validateIdentifier, validateOtp, validatePhone } from './identifier.validation';

describe('identifier validation', () => {
  it('accepts e-mails and lower-cases them', () => {
    expect(validateEmail(' Ana.Perez@Mail.COM ')).toEqual({ ok: true, value: 'ana.perez@mail.com' });
    for (const bad of ['ana', 'ana@', 'ana@mail', 'a b@mail.com', '@mail.com']) {
      expect(validateEmail(bad)).toEqual({ ok: false, problem: 'invalid_email' });
    }
  });

  it('adds the country prefix to national numbers and checks their length', () => {
    expect(validatePhone('55 1234-5678', 'mx')).toEqual({ ok: true, value: '+525512345678' });
    expect(validatePhone('+52 (55) 1234 5678', 'mx')).toEqual({ ok: true, value: '+525512345678' });
    expect(validatePhone('300 123 4567', 'co')).toEqual({ ok: true, value: '+573001234567' });
    expect(validatePhone('9 8765 4321', 'cl')).toEqual({ ok: true, value: '+56987654321' });
    expect(validatePhone('987654321', 'pe')).toEqual({ ok: true, value: '+51987654321' });
    expect(validatePhone('11 2345 6789', 'ar')).toEqual({ ok: true, value: '+541123456789' });
    expect(validatePhone('11 98765 4321', 'br')).toEqual({ ok: true, value: '+5511987654321' });
  });

  it('rejects short numbers, letters and another country prefix', () => {
    for (const [raw, country] of [['5512', 'mx'], ['55123456789', 'mx'], ['55-ABCD-5678', 'mx'], ['+57 300 123 4567', 'mx'], ['5512345678', 'zz']]) {
      expect(validatePhone(raw, country)).toEqual({ ok: false, problem: 'invalid_phone_number' });
    }
  });

  it('checks the official CURP pattern, upper-casing it', () => {
    expect(validateCurp('gode561231hdfrrn09')).toEqual({ ok: true, value: 'GODE561231HDFRRN09' });
    for (const bad of ['GODE561231HDFRRN0', 'GODE561331HDFRRN09', 'GODE561231HXXRRN09', 'GODE561231ZDFRRN09', '1ODE561231HDFRRN09']) {
      expect(CURP.test(bad)).toBe(false);
      expect(validateCurp(bad)).toEqual({ ok: false, problem: 'invalid_curp' });
    }
  });

  it('validates by identifier kind; e-mail or phone decides on the @', () => {
    expect(validateIdentifier('email_or_phone', 'a@b.co', 'mx')).toEqual({ ok: true, value: 'a@b.co' });
    expect(validateIdentifier('email_or_phone', '5512345678', 'mx')).toEqual({ ok: true, value: '+525512345678' });
    expect(validateIdentifier('phone', 'a@b.co', 'mx')).toEqual({ ok: false, problem: 'invalid_phone_number' });
    expect(validateIdentifier('curp', '   ', 'mx')).toEqual({ ok: false, problem: 'empty' });
  });

  it('takes one-time codes of 4 to 8 digits', () => {
    expect(['9993', '123456', '12345678'].every(validateOtp)).toBe(true);
    expect(['123', '123456789', '12a4', ''].some(validateOtp)).toBe(false);
  });
});
