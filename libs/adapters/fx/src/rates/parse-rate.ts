import { Decimal } from '@gig/domain';
import { UpstreamError } from '../http/upstream.error';

/** A provider's JSON number as an exact decimal string (its shortest text, never rounded, no exponent). */
export function parseRate(value: unknown, where: string): string {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new UpstreamError(`invalid rate ${JSON.stringify(value)} in ${where}`);
  }
  return new Decimal(String(value)).toFixed();
}
