import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Clock, DomainError, IDEMPOTENCY_KEY_TTL_MS, IdempotencyRecord, IdempotencyStore, Principal } from '@gig/domain';
import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import type { Observable } from 'rxjs';
import { CLOCK, IDEMPOTENCY_STORE } from '../../wiring/app.tokens';
import { captureAnswer } from './capture-answer';
import { ReplayedAnswer } from './replayed-answer';
import { settleAnswer } from './settle-answer';
import { SESSION_ONLY_KEY } from '../../auth/member-session.decorator';

const HEADER = 'idempotency-key';
const KEY = /^[\x21-\x7e]{1,255}$/;
/**
 * A running request renews its key every `RENEW_MS`; one not renewed for `RUNNING_LEASE_MS` died with its process
 * (killed, crashed), and a retry takes its key over: within a waiting retry's `WAIT_MS`, so a client (or the load
 * balancer) retrying a request whose process was killed gets an answer rather than 429 (`npm run cluster:drill`).
 */
const RENEW_MS = 2_000;
const RUNNING_LEASE_MS = 8_000;
const WAIT_MS = 10_000;
const POLL_MS = 100;
const TAKEN_OVER = Symbol('taken over');

/**
 * `Idempotency-Key` on a POST, per API key: the first request with a key runs; a retry with the same key
 * and body within 24 h gets its answer again (`idempotent-replayed: true`), in any process; the same key
 * with another request is refused; a retry while the first runs waits for its answer (429 past 10 s).
 * 5xx answers are not kept, so a retry after our failure runs again. An answer the database cannot take at once is
 * tried again, the key renewed meanwhile (`settleAnswer`).
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    @Inject(IDEMPOTENCY_STORE) private readonly store: IdempotencyStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly reflector: Reflector,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request & { principal?: Principal }>();
    const res = context.switchToHttp().getResponse<Response>();
    const key = req.headers[HEADER];
    if (req.method !== 'POST' || key === undefined || !req.principal || this.consoleOwn(context)) return next.handle();
    if (typeof key !== 'string' || !KEY.test(key)) {
      const message = 'Idempotency-Key must be 1 to 255 printable ASCII characters.';
      throw DomainError.badRequest(message, [{ field: HEADER, message }]);
    }
    // Per API key, never per company: a public key must not replay a private key's answer or take its keys.
    const scope = req.principal.keyId;
    const hash = createHash('sha256').update(`${req.method} ${req.path}\n${JSON.stringify(req.body ?? null)}`).digest('hex');
    const start = await this.start(scope, key, hash);
    if (!start.started) {
      const outcome = await this.answerOf(start.record, hash);
      if (outcome instanceof DomainError && outcome.code === 'too_many_requests') res.setHeader('retry-after', '1');
      if (outcome !== TAKEN_OVER) throw outcome;
    }
    const answer = captureAnswer(res);
    const renewal = setInterval(() => void this.store.renew(scope, key, this.clock.now()).catch(() => undefined), RENEW_MS);
    renewal.unref();
    res.once('close', () => clearInterval(renewal));
    res.once('finish', () => {
      clearInterval(renewal);
      const stored = { status: res.statusCode, body: answer() };
      const settle = () => (stored.status >= 500 ? this.store.abandon(scope, key) : this.store.finish(scope, key, stored));
      void settleAnswer(settle, () => this.store.renew(scope, key, this.clock.now()));
    });
    return next.handle();
  }

  /** The console's own operations (session only) take no `Idempotency-Key`: it is the public API's. */
  private consoleOwn(context: ExecutionContext): boolean {
    return this.reflector.getAllAndOverride<boolean | undefined>(SESSION_ONLY_KEY, [context.getHandler(), context.getClass()]) === true;
  }

  private start(scope: string, key: string, hash: string) {
    const now = this.clock.now();
    return this.store.start(scope, key, hash, now, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS), new Date(now.getTime() - RUNNING_LEASE_MS));
  }

  /** The first request's answer, once it has one; or its key, taken over, when that request died meanwhile. */
  private async answerOf(record: IdempotencyRecord, hash: string): Promise<ReplayedAnswer | DomainError | typeof TAKEN_OVER> {
    if (record.requestHash !== hash) {
      const message = 'This Idempotency-Key was already used with another request (method, path or body).';
      return DomainError.badRequest(message, [{ field: HEADER, message }]);
    }
    let current: IdempotencyRecord | null = record;
    for (let waited = 0; current && !current.answer && waited < WAIT_MS; waited += POLL_MS) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const again = await this.start(record.scope, record.key, hash);
      if (again.started) return TAKEN_OVER;
      current = again.record;
      if (current.requestHash !== hash) return this.answerOf(current, hash);
    }
    if (current?.answer) return new ReplayedAnswer(current.answer);
    return new DomainError('too_many_requests', 'The first request with this Idempotency-Key is still running; retry in a few seconds.');
  }
}
