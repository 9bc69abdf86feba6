import { addDays } from '@gig/domain';

export interface RangeTiming {
  readonly days: number;
  readonly medianMs: number;
  readonly earningsPerAnswer: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Median time of one request (details on) over a window of `days` ending at `endDate`, sequentially. */
export async function timeRange(url: string, apiKey: string, userIds: readonly string[], endDate: string, days: number, rounds = 40, warmup = 5): Promise<RangeTiming> {
  const times: number[] = [];
  let earnings = 0;
  for (let i = 0; i < rounds + warmup; i++) {
    const started = process.hrtime.bigint();
    const response = await fetch(`${url}/v1/users/earnings/aggregated`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify({ user_id: userIds[i % userIds.length], start_date: addDays(endDate, -(days - 1)), end_date: endDate, options: { details: true } }),
    });
    const body = (await response.json()) as { data?: { earnings: unknown[] } };
    if (!response.ok) throw new Error(`range request failed with ${response.status}: ${JSON.stringify(body)}`);
    if (i >= warmup) {
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      earnings = body.data?.earnings.length ?? 0;
    }
  }
  return { days, medianMs: median(times), earningsPerAnswer: earnings };
}
