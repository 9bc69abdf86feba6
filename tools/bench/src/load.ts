import autocannon from 'autocannon';

export interface LoadResult {
  readonly label: string;
  readonly connections: number;
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  readonly non2xx: number;
}

export interface LoadSpec {
  readonly label: string;
  readonly url: string;
  readonly apiKey: string;
  readonly userIds: readonly string[];
  readonly startDate: string;
  readonly endDate: string;
  readonly connections: number;
  readonly durationSeconds: number;
}

/** Loads POST /v1/users/earnings/aggregated with a random user per request (details on). */
export async function load(spec: LoadSpec): Promise<LoadResult> {
  const body = () =>
    JSON.stringify({
      user_id: spec.userIds[Math.floor(Math.random() * spec.userIds.length)],
      start_date: spec.startDate,
      end_date: spec.endDate,
      options: { details: true },
    });
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.durationSeconds,
    requests: [
      {
        method: 'POST',
        path: '/v1/users/earnings/aggregated',
        headers: { 'content-type': 'application/json', 'x-api-key': spec.apiKey },
        setupRequest: (request) => ({ ...request, body: body() }),
      },
    ],
  });
  return {
    label: spec.label,
    connections: spec.connections,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
