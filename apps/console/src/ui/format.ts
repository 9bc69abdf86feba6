const amountFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount as the API gave it, with 2 decimals and its currency code. */
export const formatMoney = (amount: number, currency: string): string => `${amountFormat.format(amount)} ${currency.toUpperCase()}`;

export const formatAmount = (amount: number): string => amountFormat.format(amount);

/** A timestamp in UTC, to the minute; "—" for none. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The UTC day of a timestamp, for narrow table columns (the full time goes in a title). */
export const formatDay = (iso: string | null | undefined): string => (iso ? formatDateTime(iso).slice(0, 10) : '—');

export const orDash = (value: string | number | null | undefined): string => (value === null || value === undefined || value === '' ? '—' : String(value));

/** `snake_case` codes as words: "requires_auth" → "requires auth". */
export const humanize = (code: string): string => code.replace(/[_.]/g, ' ');

export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');
