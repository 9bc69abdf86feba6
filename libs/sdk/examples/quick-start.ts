import { createGigClient, GigApiError, unwrap } from '@gig/sdk';

const gig = createGigClient({ baseUrl: 'http://localhost:3000', apiKey: process.env['GIG_PRIVATE_KEY'] ?? '' });

/** A worker's July income in one currency (USD when several), or null for an unknown worker. */
export async function julyIncome(externalId: string): Promise<number | null> {
  const body = { external_id: externalId, start_date: '2026-07-01', end_date: '2026-07-31' };
  try {
    const { earnings } = await unwrap(gig.POST('/v1/users/earnings/aggregated', { body }));
    return earnings.reduce((sum, day) => sum + day.amount, 0);
  } catch (error) {
    if (error instanceof GigApiError && error.code === 'USER_NOT_FOUND') return null;
    throw error;
  }
}
