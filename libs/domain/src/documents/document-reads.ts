import { assertAccess, Principal } from '../auth/principal';
import type { DocumentRepository } from '../ports/document-repository.port';
import { pageOf, PageQuery } from '../paging/page-query';
import type { SecretBox } from '../ports/secret-box.port';
import type { UserRepository } from '../ports/user-repository.port';
import { findCompanyUser } from '../users/company-user';
import type { User } from '../users/user';
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

export interface UserDocuments {
  readonly user: User;
  /** Newest first. */
  readonly items: readonly UploadedDocument[];
  readonly page: number;
  readonly itemsPerPage: number;
  readonly totalItems: number;
  readonly totalPages: number;
}

/** A user's documents, newest first, a page at a time (the earnings search's page sizes). */
export class ListUserDocuments {
  constructor(private readonly deps: { readonly users: Pick<UserRepository, 'findByRef'>; readonly documents: Pick<DocumentRepository, 'listForUser'> }) {}

  async execute(principal: Principal, userId: string, query: PageQuery = {}): Promise<UserDocuments> {
    assertAccess(principal, 'read');
    const { page, itemsPerPage } = pageOf(query);
    const user = await findCompanyUser(this.deps.users, principal.company.id, userId);
    const { items, total } = await this.deps.documents.listForUser(principal.company.id, user.id, { page, itemsPerPage });
    return { user, items, page, itemsPerPage, totalItems: total, totalPages: Math.ceil(total / itemsPerPage) };
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
