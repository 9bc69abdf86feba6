import { assertAccess, Principal } from '../auth/principal';
import type { DocumentRepository } from '../ports/document-repository.port';
import type { Page } from '../ports/earnings-repository.port';
import type { SecretBox } from '../ports/secret-box.port';
import type { UserRepository } from '../ports/user-repository.port';
import { findCompanyUser } from '../users/company-user';
import { documentNotFound, findCompanyDocument } from './company-document';
import type { UploadedDocument } from './uploaded-document';

/** One of the company's documents. */
export class GetDocument {
  constructor(private readonly documents: Pick<DocumentRepository, 'find'>) {}

  async execute(principal: Principal, documentId: string): Promise<UploadedDocument> {
    assertAccess(principal, 'read');
    return findCompanyDocument(this.documents, principal.company.id, documentId);
  }
}

/** A user's documents, newest first. */
export class ListUserDocuments {
  constructor(private readonly deps: { readonly users: Pick<UserRepository, 'findByRef'>; readonly documents: Pick<DocumentRepository, 'listForUser'> }) {}

  async execute(principal: Principal, userId: string, page: Page): Promise<{ items: UploadedDocument[]; total: number }> {
    assertAccess(principal, 'read');
    const user = await findCompanyUser(this.deps.users, principal.company.id, userId);
    return this.deps.documents.listForUser(principal.company.id, user.id, page);
  }
}

/** The file's exact bytes as uploaded; `not_found_error` once the retention purge dropped it. */
export class GetDocumentFile {
  constructor(private readonly deps: { readonly documents: Pick<DocumentRepository, 'find' | 'findSealedFile'>; readonly secrets: Pick<SecretBox, 'openBytes'> }) {}

  async execute(principal: Principal, documentId: string): Promise<{ document: UploadedDocument; file: Uint8Array }> {
    assertAccess(principal, 'read');
    const document = await findCompanyDocument(this.deps.documents, principal.company.id, documentId);
    const sealed = await this.deps.documents.findSealedFile(principal.company.id, document.id);
    if (!sealed) throw documentNotFound();
    return { document, file: this.deps.secrets.openBytes(sealed) };
  }
}
