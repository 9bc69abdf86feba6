import type { ReportLanguage } from '@gig/domain';

const DASH = '—';

/** Numbers, money, percentages and dates written for the report's language (es-MX or en-US). */
export class ReportFormat {
  private readonly decimals: Intl.NumberFormat;
  private readonly integers: Intl.NumberFormat;
  private readonly ratios: Intl.NumberFormat;

  constructor(
    readonly language: ReportLanguage,
    /** ISO 4217 code in capitals, or null when the report has no earnings. */
    readonly currency: string | null,
  ) {
    const locale = language === 'en' ? 'en-US' : 'es-MX';
    this.decimals = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    this.integers = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    this.ratios = new Intl.NumberFormat(locale, { minimumFractionDigits: 4, maximumFractionDigits: 4 });
  }

  /** `12,345.67 MXN` */
  money(value: number | null): string {
    if (value === null) return DASH;
    const amount = this.decimals.format(value);
    return this.currency ? `${amount} ${this.currency}` : amount;
  }

  /** A bare amount, for axes and narrow columns. */
  amount(value: number): string {
    return this.decimals.format(value);
  }

  compactAmount(value: number): string {
    return this.integers.format(value);
  }

  integer(value: number | null): string {
    return value === null ? DASH : this.integers.format(value);
  }

  decimal(value: number | null): string {
    return value === null ? DASH : this.decimals.format(value);
  }

  ratio(value: number | null): string {
    return value === null ? DASH : this.ratios.format(value);
  }

  /** A percentage with its sign: `+3.25 %`. */
  percent(value: number | null, signed = false): string {
    if (value === null) return DASH;
    const sign = signed && value > 0 ? '+' : '';
    return `${sign}${this.decimals.format(value)} %`;
  }

  /** A share (0..1) as a percentage. */
  share(value: number | null): string {
    return value === null ? DASH : `${this.decimals.format(value * 100)} %`;
  }

  date(value: string | null): string {
    return value ?? DASH;
  }

  /** `2026-11-26 11:06 UTC`: unambiguous in both languages. */
  instant(iso: string): string {
    const at = new Date(iso);
    return `${at.toISOString().slice(0, 10)} ${at.toISOString().slice(11, 16)} UTC`;
  }

  text(value: string | null): string {
    return value ?? DASH;
  }
}

/** All but the first 4 and last 2 characters replaced; identifiers of 6 characters or fewer are fully masked. */
export function maskIdentifier(value: string): string {
  const chars = Array.from(value);
  if (chars.length <= 6) return '*'.repeat(chars.length);
  return chars.slice(0, 4).join('') + '*'.repeat(chars.length - 6) + chars.slice(-2).join('');
}
