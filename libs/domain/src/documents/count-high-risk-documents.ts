import { assertAccess, Principal } from '../auth/principal';
import type { Clock } from '../ports/clock.port';
import type { DocumentRepository } from '../ports/document-repository.port';

const DAY_MS = 86_400_000;

/** The console's overview: how many of the company's documents were judged `high` risk over the last `days` days. */
export class CountHighRiskDocuments {
  constructor(private readonly documents: Pick<DocumentRepository, 'countHighRiskSince'>, private readonly clock: Clock) {}

  execute(principal: Principal, days: number): Promise<number> {
    assertAccess(principal, 'read');
    return this.documents.countHighRiskSince(principal.company.id, new Date(this.clock.now().getTime() - days * DAY_MS));
  }
}
