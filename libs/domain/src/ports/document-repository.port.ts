import type { UploadedDocument } from '../documents/uploaded-document';
import type { Page } from './earnings-repository.port';

/**
 * A company's uploaded documents and their sealed files. Another company's document is as absent as a missing one.
 * A user's documents go with the user.
 */
export interface DocumentRepository {
  /** Stores an examined document with its sealed file. Fails when the user is not one of the document's company. */
  create(document: UploadedDocument, sealedFile: Uint8Array): Promise<void>;
  find(companyId: string, documentId: string): Promise<UploadedDocument | null>;
  /** The user's documents, newest first (then by id). */
  listForUser(companyId: string, userId: string, page: Page): Promise<{ items: UploadedDocument[]; total: number }>;
  /** The sealed file, or null when there is no such document or its file was purged. */
  findSealedFile(companyId: string, documentId: string): Promise<Uint8Array | null>;
  /** True when a file with this SHA-256 was uploaded for another user of the company. */
  uploadedForAnotherUser(companyId: string, userId: string, sha256: string): Promise<boolean>;
  /** How many of the company's documents were judged `high` risk and uploaded at or after `since`. */
  countHighRiskSince(companyId: string, since: Date): Promise<number>;
  /** Deletes a document with its file and data; the deleted document, or null when there was none. */
  delete(companyId: string, documentId: string): Promise<UploadedDocument | null>;
}
