import { assertAccess, Principal } from '../auth/principal';
import { DomainError } from '../errors/domain-error';
import type { Clock } from '../ports/clock.port';
import type { DataCopyRepository } from '../ports/data-copy-repository.port';
import type { SecretBox } from '../ports/secret-box.port';
import type { DataCopy } from './data-copy';

export interface GetDataCopyDeps {
  readonly dataCopies: Pick<DataCopyRepository, 'findForUser'>;
  readonly secrets: SecretBox;
  readonly clock: Clock;
}

/** A prepared copy: pending, failed, or ready with its JSON text. */
export type DataCopyRead = { readonly copy: DataCopy; readonly json: string | null };

/** The worker's own copy by id, with the connect token; another user's, an expired or a missing one is not found. */
export class GetDataCopy {
  constructor(private readonly deps: GetDataCopyDeps) {}

  async execute(principal: Principal, copyId: string): Promise<DataCopyRead> {
    assertAccess(principal, 'connect');
    const scope = principal.connect;
    if (!scope) throw new DomainError('forbidden_error', 'Only the worker may read their copy, with a connect token (Authorization: Bearer ct_…).');
    const found = /^[0-9a-f-]{36}$/i.test(copyId)
      ? await this.deps.dataCopies.findForUser(principal.company.id, scope.userId, copyId, this.deps.clock.now())
      : null;
    if (!found) throw new DomainError('not_found_error', 'No such copy of your data (copies are kept 24 hours).');
    return { copy: found.copy, json: found.sealedJson === null ? null : this.deps.secrets.open(found.sealedJson) };
  }
}
