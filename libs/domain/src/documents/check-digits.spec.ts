import { curpBirthDate, curpCheckDigit, curpProblem, isRegistroPatronalWellFormed, nssCheckDigit, nssProblem } from './check-digits';

describe('CURP check digit (RENAPO)', () => {
  it('accepts a published CURP and computes its check digit', () => {
    expect(curpCheckDigit('HEGG560427MVZRRL0')).toBe(4);
    expect(curpProblem('HEGG560427MVZRRL04')).toBeNull();
    expect(curpProblem('GOMJ850312HDFRRN04')).toBeNull();
  });

  it('counts Ñ as its own letter of the alphabet', () => {
    expect(curpCheckDigit('MUÑA850312HDFRRN0')).toBe((curpCheckDigit('MUNA850312HDFRRN0') + 4) % 10);
  });

  it('refuses a wrong check digit, a wrong shape and an impossible birth date', () => {
    expect(curpProblem('HEGG560427MVZRRL05')).toBe('digit');
    expect(curpProblem('HEGG560427MVZRRL0')).toBe('shape');
    expect(curpProblem('HEGG560427QVZRRL04')).toBe('shape');
    expect(curpProblem('HEGG560230MVZRRL04')).toBe('shape');
    expect(curpProblem('HEGG560427MZZRRL04')).toBe('shape');
  });

  it('reads the birth date, the century from the differentiator', () => {
    expect(curpBirthDate('HEGG560427MVZRRL04')).toBe('1956-04-27');
    expect(curpBirthDate('PERL020715MJCRZSA1')).toBe('2002-07-15');
  });
});

describe('NSS check digit (Luhn over ten digits)', () => {
  it('agrees with the textbook Luhn example and a valid NSS', () => {
    expect(nssCheckDigit('7992739871')).toBe(3);
    expect(nssProblem('31998524651')).toBeNull();
  });

  it('refuses a wrong check digit and anything but 11 digits', () => {
    expect(nssProblem('31998524652')).toBe('digit');
    expect(nssProblem('3199852465')).toBe('shape');
    expect(nssProblem('3199852465A')).toBe('shape');
  });
});

describe('Registro Patronal shape', () => {
  it('is a letter then ten digits', () => {
    expect(isRegistroPatronalWellFormed('Y5412345108')).toBe(true);
    expect(isRegistroPatronalWellFormed('05412345108')).toBe(false);
    expect(isRegistroPatronalWellFormed('Y541234510')).toBe(false);
  });
});
