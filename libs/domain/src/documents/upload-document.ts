import { createHash, randomUUID } from 'node:crypto';
import { assertAccess, outOfScope, Principal } from '../auth/principal';
import { calendarDateAt } from '../dates/calendar-date';
import type { Clock } from '../ports/clock.port';
import type { DocumentRepository } from '../ports/document-repository.port';
import type { PdfReader } from '../ports/pdf-reader.port';
import type { SecretBox } from '../ports/secret-box.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { UserRepository } from '../ports/user-repository.port';
import { userNotFound } from '../users/company-user';
import { documentEvent } from '../webhooks/webhook-events';
import { parseDocumentUpload, type DocumentUploadInput } from './document-upload';
import { feedImssAccount } from './document-account';
import { examineConstancia } from './examine-constancia';
import type { DocumentUploader, UploadedDocument } from './uploaded-document';

/** The constancia's dates are Mexico City's: `stale` and a future issue date are judged against the upload's date there. */
const ISSUER_TIME_ZONE = 'America/Mexico_City';

export interface UploadDocumentDeps {
  readonly users: Pick<UserRepository, 'findByRef'>;
  readonly documents: Pick<DocumentRepository, 'uploadedForAnotherUser'>;
  readonly pdfReader: PdfReader;
  readonly secrets: Pick<SecretBox, 'sealBytes'>;
  readonly unitOfWork: UnitOfWork;
  readonly clock: Clock;
}

/**
 * Reads and judges an uploaded constancia and stores it with its file sealed (sealed first: the reader then takes the
 * file's memory rather than copy it): `processed` with what it says and its
 * risk, or `unreadable` with the reason (then it feeds nothing). A processed one feeds the user's imss account
 * (document-account.ts); `document.processed` is written with it. The worker uploads from the widget (`connect` access:
 * a public key, or a connect token for its own user only); the lender with a private key (`read`).
 */
export class UploadDocument {
  constructor(private readonly deps: UploadDocumentDeps) {}

  async execute(principal: Principal, input: DocumentUploadInput, uploadedBy: DocumentUploader = 'lender'): Promise<UploadedDocument> {
    assertAccess(principal, uploadedBy === 'worker' ? 'connect' : 'read');
    const upload = parseDocumentUpload(input);
    const companyId = principal.company.id;
    const user = await this.deps.users.findByRef(companyId, upload.user);
    if (!user || outOfScope(principal, user.id)) throw userNotFound(upload.user);
    const now = this.deps.clock.now();
    const sha256 = createHash('sha256').update(upload.file).digest('hex');
    const size = upload.file.byteLength;
    const sealed = this.deps.secrets.sealBytes(upload.file);
    const [reading, duplicate] = await Promise.all([
      this.deps.pdfReader.read(upload.file, { handOver: true }),
      this.deps.documents.uploadedForAnotherUser(companyId, user.id, sha256),
    ]);
    const uploadedOn = calendarDateAt(now, ISSUER_TIME_ZONE);
    const examination = examineConstancia(reading, { uploadedOn, lenderCurp: upload.curp, lenderNss: null, duplicateOfAnotherUser: duplicate });
    const processed = examination.status === 'processed';
    const examined: UploadedDocument = {
      id: randomUUID(), companyId, userId: user.id, type: upload.type, status: examination.status,
      reason: processed ? null : examination.reason, reasonDetail: processed ? null : examination.detail,
      sha256, size, uploadedAt: now, uploadedBy, sandbox: principal.company.environment === 'sandbox',
      extracted: processed ? examination.extracted : null, risk: processed ? examination.risk : null, accountId: null, filePurgedAt: null,
    };
    return this.deps.unitOfWork.run(async (tx) => {
      const fed = examination.status === 'processed' ? await feedImssAccount(tx, user, examination.extracted, uploadedOn, now) : { accountId: null, events: [] };
      const document = { ...examined, accountId: fed.accountId };
      await tx.documents.create(document, sealed);
      await tx.outbox.record(...fed.events, documentEvent(document, user.externalId));
      return document;
    });
  }
}
