import { Platform, RetrievedEarning } from '@gig/domain';
import { count, date, decimalCents, fields, list, ShapeError } from './shape-reader';

const CURRENCY = /^[A-Z]{3}$/;

/**
 * Daily earnings as the extraction services send them, `[{date, amount: "123.45", currency: "MXN",
 * trips}]`, into the domain's rows. One bad row rejects them all with `schema_parse_error`, whatever
 * the family's own schema code, as the domain's `checkRetrievedData` does. Trips of a platform that
 * reports none are dropped (null).
 */
export function readEarningRows(value: unknown, platform: Platform): RetrievedEarning[] {
  try {
    return list(value, 'earnings').map((raw, index) => {
      const at = `earnings[${index}]`;
      const row = fields(raw, at);
      const currency = row['currency'];
      if (typeof currency !== 'string' || !CURRENCY.test(currency)) throw new ShapeError(`${at}.currency must be an ISO 4217 code such as "MXN"`);
      const trips = row['trips'] === null ? null : count(row['trips'], `${at}.trips`);
      return {
        earningDate: date(row['date'], `${at}.date`),
        amountCents: decimalCents(row['amount'], `${at}.amount`),
        currency: currency.toLowerCase(),
        countTrips: platform.reportsTrips ? trips : null,
      };
    });
  } catch (error) {
    if (error instanceof ShapeError) throw new ShapeError(error.message, 'schema_parse_error');
    throw error;
  }
}
