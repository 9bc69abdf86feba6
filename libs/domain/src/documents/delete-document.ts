import { assertAccess, Principal } from '../auth/principal';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { isUuid } from '../users/user-ref';
import { documentNotFound } from './company-document';
import { unfeedImssAccount } from './document-account';

/** Deletes a document, its file and its data; an account it alone fed goes too. Returns its id. */
export class DeleteDocument {
  constructor(private readonly deps: { readonly unitOfWork: UnitOfWork }) {}

  async execute(principal: Principal, documentId: string): Promise<string> {
    assertAccess(principal, 'manage');
    const id = isUuid(documentId) ? documentId.toLowerCase() : null;
    const deleted = id ? await this.deps.unitOfWork.run(async (tx) => {
      const document = await tx.documents.delete(principal.company.id, id);
      if (document?.accountId) await unfeedImssAccount(tx, principal.company.id, document.userId, document.accountId);
      return document;
    }) : null;
    if (!deleted) throw documentNotFound();
    return deleted.id;
  }
}
