import { axisTicks } from '../sections/monthly-chart.section';
import { maskIdentifier, ReportFormat } from './report-format';

describe('maskIdentifier', () => {
  it('keeps the first 4 and last 2 characters', () => {
    expect(maskIdentifier('cliente-000123456789')).toBe('clie**************89');
    expect(maskIdentifier('abcdefg')).toBe('abcd*fg');
  });

  it('masks an identifier of 6 characters or fewer entirely, and counts characters, not UTF-16 units', () => {
    expect(maskIdentifier('abcdef')).toBe('******');
    expect(maskIdentifier('')).toBe('');
    expect(maskIdentifier('ñandú-🙂🙂-42')).toBe('ñand*****42');
  });
});

describe('ReportFormat', () => {
  it('writes money with 2 decimals and the currency code, percentages with their sign, nulls as a dash', () => {
    for (const language of ['es', 'en'] as const) {
      const format = new ReportFormat(language, 'MXN');
      expect(format.money(1234567.5)).toBe('1,234,567.50 MXN');
      expect(format.percent(5.36, true)).toBe('+5.36 %');
      expect(format.percent(-17.23, true)).toBe('-17.23 %');
      expect(format.share(0.2441)).toBe('24.41 %');
      expect(format.ratio(0.5)).toBe('0.5000');
      expect(format.money(null)).toBe('—');
      expect(format.instant('2026-11-26T10:15:42.123Z')).toBe('2026-11-26 10:15 UTC');
    }
    expect(new ReportFormat('es', null).money(0)).toBe('0.00');
  });
});

describe('axisTicks', () => {
  it('steps by 1, 2 or 5 × 10ⁿ up to at least the highest month', () => {
    expect(axisTicks(69113.23)).toEqual([0, 20000, 40000, 60000, 80000]);
    expect(axisTicks(1000)).toEqual([0, 500, 1000]);
    expect(axisTicks(7.5)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(0)).toEqual([0, 1]);
  });
});
