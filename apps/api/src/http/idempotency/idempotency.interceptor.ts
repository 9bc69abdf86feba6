import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import { Clock, DomainError, IDEMPOTENCY_KEY_TTL_MS, IdempotencyRecord, IdempotencyStore, Principal } from '@gig/domain';
import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import type { Observable } from 'rxjs';
import { CLOCK, IDEMPOTENCY_STORE } from '../../app.tokens';
import { captureAnswer } from './capture-answer';
import { ReplayedAnswer } from './replayed-answer';

const HEADER = 'idempotency-key';
const KEY = /^[\x21-\x7e]{1,255}$/;
/** A running request older than this died with its process: longer than any platform time limit. */
const ABANDONED_MS = 10 * 60_000;
const WAIT_MS = 10_000;
const POLL_MS = 100;

/**
 * `Idempotency-Key` on a POST, per API key: the first request with a key runs; a retry with the same key
 * and body within 24 h gets its answer again (`idempotent-replayed: true`), in any process; the same key
 * with another request is refused; a retry while the first runs waits for its answer (429 past 10 s).
 * 5xx answers are not kept, so a retry after our failure runs again.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    @Inject(IDEMPOTENCY_STORE) private readonly store: IdempotencyStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request & { principal?: Principal }>();
    const res = context.switchToHttp().getResponse<Response>();
    const key = req.headers[HEADER];
    if (req.method !== 'POST' || key === undefined || !req.principal) return next.handle();
    if (typeof key !== 'string' || !KEY.test(key)) {
      const message = 'Idempotency-Key must be 1 to 255 printable ASCII characters.';
      throw DomainError.badRequest(message, [{ field: HEADER, message }]);
    }
    // Per API key, never per company: a public key must not replay a private key's answer or take its keys.
    const scope = req.principal.keyId;
    const hash = createHash('sha256').update(`${req.method} ${req.path}\n${JSON.stringify(req.body ?? null)}`).digest('hex');
    const now = this.clock.now();
    const start = await this.store.start(scope, key, hash, now, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS), new Date(now.getTime() - ABANDONED_MS));
    if (!start.started) {
      const outcome = await this.answerOf(start.record, hash);
      if (outcome instanceof DomainError && outcome.code === 'too_many_requests') res.setHeader('retry-after', '1');
      throw outcome;
    }
    const answer = captureAnswer(res);
    res.once('finish', () => {
      const settle = res.statusCode >= 500 ? this.store.abandon(scope, key) : this.store.finish(scope, key, { status: res.statusCode, body: answer() });
      settle.catch(() => undefined);
    });
    return next.handle();
  }

  private async answerOf(record: IdempotencyRecord, hash: string): Promise<ReplayedAnswer | DomainError> {
    if (record.requestHash !== hash) {
      const message = 'This Idempotency-Key was already used with another request (method, path or body).';
      return DomainError.badRequest(message, [{ field: HEADER, message }]);
    }
    let current: IdempotencyRecord | null = record;
    for (let waited = 0; current && !current.answer && waited < WAIT_MS; waited += POLL_MS) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      current = await this.store.find(record.scope, record.key);
    }
    if (current?.answer) return new ReplayedAnswer(current.answer);
    return new DomainError('too_many_requests', 'The first request with this Idempotency-Key is still running; retry in a few seconds.');
  }
}
