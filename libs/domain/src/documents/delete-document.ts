import { assertAccess, Principal } from '../auth/principal';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { isUuid } from '../users/user-ref';
import { documentNotFound } from './company-document';

/** Deletes a document, its file and its data. Returns its id. */
export class DeleteDocument {
  constructor(private readonly deps: { readonly unitOfWork: UnitOfWork }) {}

  async execute(principal: Principal, documentId: string): Promise<string> {
    assertAccess(principal, 'manage');
    const id = isUuid(documentId) ? documentId.toLowerCase() : null;
    const deleted = id ? await this.deps.unitOfWork.run((tx) => tx.documents.delete(principal.company.id, id)) : null;
    if (!deleted) throw documentNotFound();
    return deleted.id;
  }
}
