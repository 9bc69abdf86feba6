import { createGigClient, GigApiError, unwrap } from '@gig/sdk';

const gig = createGigClient({
  baseUrl: process.env.GIG_API_URL ?? 'http://localhost:3000',
  apiKey: process.env.GIG_PRIVATE_KEY ?? '',
});

// A worker's income over a window, in one currency (USD when several were combined), or null for an unknown worker.
async function income(externalId, startDate, endDate) {
  const body = { external_id: externalId, start_date: startDate, end_date: endDate };
  try {
    const { earnings } = await unwrap(gig.POST('/v1/users/earnings/aggregated', { body }));
    const cents = earnings.reduce((sum, day) => sum + Math.round(day.amount * 100), 0);
    return { amount: (cents / 100).toFixed(2), currency: (earnings[0]?.currency ?? 'usd').toUpperCase() };
  } catch (error) {
    if (error instanceof GigApiError && error.code === 'USER_NOT_FOUND') return null;
    throw error;
  }
}

// The demo's workers earn from July to 28 September 2026.
const [externalId = 'demo-worker-1', startDate = '2026-07-01', endDate = '2026-09-30'] = process.argv.slice(2);
const result = await income(externalId, startDate, endDate);
console.log(result ? `${externalId} earned ${result.amount} ${result.currency} from ${startDate} to ${endDate}` : `${externalId}: no such worker`);
