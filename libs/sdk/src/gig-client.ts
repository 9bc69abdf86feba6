import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/gig-api';
import { GigApiError } from './gig-api-error';
import { FetchFn, retryingFetch, RetryOptions } from './retrying-fetch';

export interface GigClientOptions {
  /** e.g. `http://localhost:3000`. */
  readonly baseUrl: string;
  /** Your company's private key (your backend), or its public key (the connection flow only). */
  readonly apiKey: string;
  readonly retry?: RetryOptions;
  /** Default: the global `fetch`. */
  readonly fetch?: FetchFn;
}

/** The typed client: `GET`, `POST`, `DELETE` on the API's paths, bodies and answers typed from its OpenAPI document. */
export type GigClient = Client<paths>;

export function createGigClient(options: GigClientOptions): GigClient {
  const baseFetch: FetchFn = options.fetch ?? ((request) => globalThis.fetch(request));
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { 'X-Api-Key': options.apiKey },
    fetch: retryingFetch(baseFetch, options.retry),
  });
}

/** What an openapi-fetch call resolves to: the parsed success envelope, or the error body. */
interface Answer {
  readonly data?: { readonly data: unknown };
  readonly error?: unknown;
  readonly response: Response;
}

/** The `data` of a successful answer, or a thrown `GigApiError` carrying the catalogue code. */
export async function unwrap<A extends Answer>(call: Promise<A>): Promise<NonNullable<A['data']>['data']> {
  const answer = await call;
  if (answer.error !== undefined || answer.data === undefined) throw GigApiError.of(answer.response, answer.error);
  return answer.data.data;
}
