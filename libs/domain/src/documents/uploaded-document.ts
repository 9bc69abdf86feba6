import type { ConstanciaData } from './constancia';
import type { DocumentRisk } from './document-risk';
import type { UnreadableReason } from './pdf-reading';

export const DOCUMENT_TYPES = ['imss_constancia'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export type DocumentStatus = 'processed' | 'unreadable';

/** Who sent the file: the lender through the API, or the worker through the widget. */
export type DocumentUploader = 'lender' | 'worker';

/**
 * An uploaded document as examined. A processed one holds what it says and its risk; an unreadable one its reason
 * (and a sentence naming what was missing). The file itself is stored sealed beside it until it is purged.
 */
export interface UploadedDocument {
  readonly id: string;
  readonly companyId: string;
  readonly userId: string;
  readonly type: DocumentType;
  readonly status: DocumentStatus;
  readonly reason: UnreadableReason | null;
  readonly reasonDetail: string | null;
  /** SHA-256 of the file's exact bytes, lowercase hex. */
  readonly sha256: string;
  readonly size: number;
  readonly uploadedAt: Date;
  readonly uploadedBy: DocumentUploader;
  /** Uploaded by a sandbox company. */
  readonly sandbox: boolean;
  readonly extracted: ConstanciaData | null;
  readonly risk: DocumentRisk | null;
  /** The account the document fed; null when it fed none (unreadable) or that account is gone. */
  readonly accountId: string | null;
  /** When the retention purge removed the file (the extracted data stays); null while it is held. */
  readonly filePurgedAt: Date | null;
}
