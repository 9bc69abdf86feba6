/** `count` aggregated reads, one at a time, the users taken in order from `offset`: the same work for every server. */
export interface AggregatedReads {
  readonly url: string;
  readonly apiKey: string;
  readonly userIds: readonly string[];
  readonly startDate: string;
  readonly endDate: string;
  readonly count: number;
  readonly offset: number;
}

export async function readSequentially(reads: AggregatedReads): Promise<void> {
  for (let i = 0; i < reads.count; i++) {
    const userId = reads.userIds[(reads.offset + i) % reads.userIds.length];
    const response = await fetch(`${reads.url}/v1/users/earnings/aggregated`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': reads.apiKey },
      body: JSON.stringify({ user_id: userId, start_date: reads.startDate, end_date: reads.endDate, options: { details: true } }),
    });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${reads.url} answered ${response.status} for user ${userId}: ${body.slice(0, 300)}`);
  }
}
