import type { Response } from 'express';
import type { StoredAnswer } from '@gig/domain';

/** Thrown to end a request with the answer its idempotency key already got; the exception filter sends it. */
export class ReplayedAnswer {
  constructor(readonly answer: StoredAnswer) {}

  send(res: Response): void {
    res.status(this.answer.status).setHeader('idempotent-replayed', 'true');
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(this.answer.body);
  }
}
