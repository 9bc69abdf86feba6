import type { DocumentRepository, Page, UploadedDocument } from '@gig/domain';
import { findOwned, insertNew } from './company-records';
import type { InMemoryStore, StoredDocument } from './in-memory.store';

const toDocument = ({ sealedFile: _sealedFile, ...document }: StoredDocument): UploadedDocument => document;

const newestFirst = (a: UploadedDocument, b: UploadedDocument) =>
  b.uploadedAt.getTime() - a.uploadedAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

export class InMemoryDocumentRepository implements DocumentRepository {
  constructor(private readonly store: InMemoryStore) {}

  async create(document: UploadedDocument, sealedFile: Uint8Array) {
    if (this.store.users.get(document.userId)?.companyId !== document.companyId) throw new Error(`foreign key violation: no user ${document.userId}`);
    if (document.accountId !== null && !this.store.accounts.has(document.accountId)) throw new Error(`foreign key violation: no account ${document.accountId}`);
    insertNew(this.store.documents, { ...document, sealedFile: document.filePurgedAt === null ? new Uint8Array(sealedFile) : null }, 'document');
  }

  async find(companyId: string, documentId: string) {
    const found = findOwned(this.store.documents, companyId, documentId);
    return found && !this.store.blockedUsers.has(found.userId) ? toDocument(found) : null;
  }

  async listForUser(companyId: string, userId: string, page: Page) {
    const all = [...this.store.documents.values()].filter((d) => d.companyId === companyId && d.userId === userId).sort(newestFirst);
    const start = (page.page - 1) * page.itemsPerPage;
    return { items: all.slice(start, start + page.itemsPerPage).map(toDocument), total: all.length };
  }

  async findSealedFile(companyId: string, documentId: string) {
    const file = findOwned(this.store.documents, companyId, documentId)?.sealedFile;
    return file ? new Uint8Array(file) : null;
  }

  async uploadedForAnotherUser(companyId: string, userId: string, sha256: string) {
    return [...this.store.documents.values()].some((d) => d.companyId === companyId && d.userId !== userId && d.sha256 === sha256);
  }

  async countHighRiskSince(companyId: string, since: Date) {
    return [...this.store.documents.values()].filter((d) => d.companyId === companyId && d.risk?.level === 'high' && d.uploadedAt >= since).length;
  }

  async delete(companyId: string, documentId: string) {
    const found = findOwned(this.store.documents, companyId, documentId);
    if (!found) return null;
    this.store.documents.delete(documentId);
    return toDocument(found);
  }
}
