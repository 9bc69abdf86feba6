import { DomainError } from '../errors/domain-error';
import { FieldErrors } from '../errors/field-errors';
import type { UserRef } from '../users/user';
import { userRefFrom } from '../users/user-ref';
import { DOCUMENT_TYPES, type DocumentType } from './uploaded-document';

/** The largest file an upload takes: 5 MB. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

const PDF_HEADER_WINDOW = 1024;
const CURP_SHAPE = /^[A-Z0-9]{18}$/;

/** An upload as a client sends it: who (exactly one of `userId` and `externalId`), the type, the CURP it knows and the file. */
export interface DocumentUploadInput {
  readonly userId?: string | null;
  readonly externalId?: string | null;
  readonly type?: string | null;
  readonly curp?: string | null;
  readonly file: Uint8Array | null;
}

export interface DocumentUpload {
  readonly user: UserRef;
  readonly type: DocumentType;
  /** The worker's CURP as the lender knows it, upper case; null when not given. */
  readonly curp: string | null;
  readonly file: Uint8Array;
}

/** A PDF starts `%PDF-` within its first kilobyte. */
export function looksLikePdf(file: Uint8Array): boolean {
  return Buffer.from(file.buffer, file.byteOffset, Math.min(file.byteLength, PDF_HEADER_WINDOW)).toString('latin1').includes('%PDF-');
}

/** Checks the user reference, type, CURP and file together, so that one answer lists every problem. */
export function parseDocumentUpload(input: DocumentUploadInput): DocumentUpload {
  const fields = new FieldErrors();
  const user = fields.attempt(() => userRefFrom(input.userId, input.externalId));
  const type = fields.attempt(() => typeOf(input.type));
  const curp = fields.attempt(() => curpOf(input.curp));
  const file = fields.attempt(() => fileOf(input.file));
  if (!user || !type || curp === undefined || !file) throw fields.toError();
  return { user, type, curp, file };
}

function typeOf(value: string | null | undefined): DocumentType {
  if ((DOCUMENT_TYPES as readonly unknown[]).includes(value)) return value as DocumentType;
  const message = `type must be one of ${DOCUMENT_TYPES.join(', ')}`;
  throw DomainError.badRequest(message, [{ field: 'type', message }]);
}

function curpOf(value: string | null | undefined): string | null {
  if (value === undefined || value === null || value.trim() === '') return null;
  const curp = value.trim().toUpperCase();
  if (CURP_SHAPE.test(curp)) return curp;
  const message = 'curp must be 18 letters and digits';
  throw DomainError.badRequest(message, [{ field: 'curp', message }]);
}

function fileOf(value: Uint8Array | null): Uint8Array {
  const message = value === null || value.byteLength === 0 ? 'file is required: a PDF' : 'file must be a PDF';
  if (value !== null && value.byteLength > 0 && looksLikePdf(value)) {
    if (value.byteLength <= MAX_DOCUMENT_BYTES) return value;
    throw DomainError.badRequest('file must be at most 5 MB', [{ field: 'file', message: 'file must be at most 5 MB' }]);
  }
  throw DomainError.badRequest(message, [{ field: 'file', message }]);
}
