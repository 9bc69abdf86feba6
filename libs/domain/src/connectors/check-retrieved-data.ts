import { isCalendarDate } from '../dates/calendar-date';
import { DomainError } from '../errors/domain-error';
import { isCurrencyCode } from '../money/money';
import type { RetrievedData } from '../ports/platform-connector.port';

/**
 * What a platform hands over is checked before anything is stored: one bad row rejects the whole
 * retrieval (`schema_parse_error`), so nothing is ever half-written.
 */
export function checkRetrievedData(data: RetrievedData): void {
  const seen = new Set<string>();
  data.earnings.forEach((row, index) => {
    const problem =
      !isCalendarDate(row.earningDate) ? 'earningDate is not a real YYYY-MM-DD date'
      : seen.has(row.earningDate) ? `${row.earningDate} appears twice`
      : !Number.isSafeInteger(row.amountCents) || row.amountCents < 0 ? 'amount is not a non-negative amount of cents'
      : !isCurrencyCode(row.currency) ? 'currency is not a lowercase three-letter code'
      : row.countTrips !== null && !(Number.isSafeInteger(row.countTrips) && row.countTrips >= 0) ? 'countTrips is not a non-negative integer'
      : null;
    if (problem) throw new DomainError('schema_parse_error', `The platform sent an unusable earning (row ${index}): ${problem}.`);
    seen.add(row.earningDate);
  });
}
