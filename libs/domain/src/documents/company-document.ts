import { DomainError } from '../errors/domain-error';
import type { DocumentRepository } from '../ports/document-repository.port';
import { isUuid } from '../users/user-ref';
import type { UploadedDocument } from './uploaded-document';

export const documentNotFound = () => new DomainError('not_found_error', 'No document with that id in your company.');

/** The company's document with that id; another company's is as absent as a missing one. */
export async function findCompanyDocument(documents: Pick<DocumentRepository, 'find'>, companyId: string, documentId: string): Promise<UploadedDocument> {
  const document = isUuid(documentId) ? await documents.find(companyId, documentId.toLowerCase()) : null;
  if (!document) throw documentNotFound();
  return document;
}
