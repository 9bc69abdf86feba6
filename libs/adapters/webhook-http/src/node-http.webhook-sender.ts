import { ANSWER_EXCERPT_BYTES, answerExcerpt, AttemptFailure, isPublicAddress, literalAddress, SendResult, WebhookEvent, WebhookMessage, WebhookSender } from '@gig/domain';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { Webhook } from 'standardwebhooks';
import { anyAddressLookup, publicAddressLookup, RefusedAddressError, Resolver } from './public-address.lookup';

export interface NodeHttpWebhookSenderOptions {
  /** The body posted (and signed) for an event and subscription. */
  readonly serialize: (event: WebhookEvent, webhookId: string) => string;
  /** The whole attempt, connection included (default 10 s). */
  readonly timeoutMs?: number;
  /** Name resolution (default node's `dns.lookup`). */
  readonly resolve?: Resolver;
  readonly userAgent?: string;
  /** Where the detail of a failure before an HTTP answer goes (the server's log); the client reads only `NO_ANSWER`. */
  readonly logFailure?: (failure: DeliveryFailure) => void;
}

export interface DeliveryFailure {
  readonly webhookId: string;
  readonly host: string;
  /** What happened, e.g. `ECONNREFUSED`, `timed out after 10000 ms`, `address 10.0.0.7 is not public`. */
  readonly detail: string;
}

/**
 * What the delivery's `last_error` says of every failure before an HTTP answer. Each attempt's log says
 * which kind (`AttemptFailure`): deliveries only ever connect to public addresses unless the operator
 * allows private ones, and a name that does not resolve reads as one resolving to an inside address.
 */
export const NO_ANSWER = 'no HTTP answer (connection failed or timed out)';

type Unanswered = { detail: string; failure: AttemptFailure };

/** Receivers' answers are read up to `ANSWER_EXCERPT_BYTES` for the log; this much is drained before the socket is dropped. */
const MAX_ANSWER_BYTES = 64 * 1024;

class AttemptTimeout extends Error {}

/**
 * Posts events over node's HTTP client: Standard Webhooks headers signed by the `standardwebhooks`
 * library, one time limit for the whole attempt, no redirects, and unless the operator allows private
 * URLs only public addresses (checked on the address connected to). Keep-alive sockets are pooled apart
 * for public-only and any-address deliveries, so a socket opened without the check never carries a
 * public-only delivery. A receiver's answer is reported by its status; anything before one as `NO_ANSWER`.
 */
export class NodeHttpWebhookSender implements WebhookSender {
  private readonly timeoutMs: number;
  private readonly pools: Record<'public' | 'any', { http: HttpAgent; https: HttpsAgent; lookup: ReturnType<typeof publicAddressLookup> }>;

  constructor(private readonly options: NodeHttpWebhookSenderOptions) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
    const agents = () => ({ http: new HttpAgent({ keepAlive: true, maxSockets: 64 }), https: new HttpsAgent({ keepAlive: true, maxSockets: 64 }) });
    this.pools = {
      public: { ...agents(), lookup: publicAddressLookup(options.resolve) },
      any: { ...agents(), lookup: anyAddressLookup(options.resolve) },
    };
  }

  send(message: WebhookMessage): Promise<SendResult> {
    let url: URL;
    try {
      url = new URL(message.url);
    } catch {
      return Promise.resolve(notDelivered('the url is not valid', 'invalid_url'));
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return Promise.resolve(notDelivered('the url is not http(s)', 'invalid_url'));
    const literal = literalAddress(url.hostname);
    if (message.publicAddressesOnly && literal !== null && !isPublicAddress(literal)) return Promise.resolve(notDelivered(`address ${literal} is not public`, 'address_refused'));
    const body = this.options.serialize(message.event, message.webhookId);
    const started = performance.now();
    return this.post(url, this.headers(message, body), body, message.publicAddressesOnly ? this.pools.public : this.pools.any).then((result) => {
      const durationMs = performance.now() - started;
      if ('detail' in result) {
        this.options.logFailure?.({ webhookId: message.webhookId, host: url.host, detail: result.detail });
        return { ...notDelivered(NO_ANSWER, result.failure), durationMs };
      }
      return { ...result, durationMs };
    });
  }

  close(): void {
    for (const pool of Object.values(this.pools)) {
      pool.http.destroy();
      pool.https.destroy();
    }
  }

  private headers(message: WebhookMessage, body: string): Record<string, string> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      'user-agent': this.options.userAgent ?? 'gig-earnings-webhooks/1',
    };
    if (message.secret === null) return headers;
    const { id } = message.event;
    headers['webhook-id'] = id;
    headers['webhook-timestamp'] = String(Math.floor(message.sentAt.getTime() / 1000));
    headers['webhook-signature'] = new Webhook(message.secret).sign(id, message.sentAt, body);
    return headers;
  }

  private post(url: URL, headers: Record<string, string>, body: string, pool: NodeHttpWebhookSender['pools']['any']): Promise<SendResult | Unanswered> {
    const https = url.protocol === 'https:';
    return new Promise((resolve) => {
      let settled = false;
      const settle = (result: SendResult | Unanswered) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(result);
      };
      const request = (https ? httpsRequest : httpRequest)(url, { method: 'POST', headers, agent: https ? pool.https : pool.http, lookup: pool.lookup }, (response) => {
        const status = response.statusCode ?? 0;
        const head: Buffer[] = [];
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          if (read < ANSWER_EXCERPT_BYTES) head.push(chunk.subarray(0, ANSWER_EXCERPT_BYTES - read));
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        response.on('close', () => {
          const answer = answerExcerpt(Buffer.concat(head), read);
          settle(status >= 200 && status < 300 ? { delivered: true, httpStatus: status, answer } : { delivered: false, httpStatus: status, error: `HTTP ${status}`, answer });
        });
      });
      const timer = setTimeout(() => request.destroy(new AttemptTimeout()), this.timeoutMs);
      request.on('error', (error) => settle({ detail: this.describe(error, url), failure: failureOf(error) }));
      request.end(body);
    });
  }

  private describe(error: Error & { code?: string }, url: URL): string {
    if (error instanceof AttemptTimeout) return `timed out after ${this.timeoutMs} ms`;
    if (error instanceof RefusedAddressError) return error.message;
    if (error.code === 'ECONNREFUSED') return 'connection refused';
    if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN') return `could not resolve ${url.hostname}`;
    if (error.code === 'ECONNRESET') return 'connection reset by the receiver';
    return error.code ? `${error.code}: ${error.message}` : error.message;
  }
}

const notDelivered = (error: string, failure: AttemptFailure): SendResult => ({ delivered: false, httpStatus: null, error, failure });

const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|HOSTNAME_MISMATCH)/;

/** The kind of a failure before an answer, for the attempt log. */
function failureOf(error: Error & { code?: string }): AttemptFailure {
  if (error instanceof AttemptTimeout) return 'timeout';
  if (error instanceof RefusedAddressError || error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN') return 'address_refused';
  if (error.code === 'ECONNREFUSED') return 'connection_refused';
  if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return 'connection_reset';
  if (error.code !== undefined && TLS_CODE.test(error.code)) return 'tls_error';
  return 'network_error';
}
