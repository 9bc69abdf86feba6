import { createHash, randomUUID } from 'node:crypto';
import { examineConstancia, type UploadedDocument, type User } from '@gig/domain';
import { aConstanciaSample, constanciaPdfPages } from '../documents/constancia.fixtures';

export const DOCUMENT_T0 = new Date('2026-11-20T15:30:00.000Z');
export const documentAt = (ms: number) => new Date(DOCUMENT_T0.getTime() + ms);

const ISSUER = { revisions: 1, producer: 'iText 2.1.7 by 1T3XT', creator: 'JasperReports (reporteSemanasCotizadas)' };

/** A processed constancia of the user, uploaded by the lender at DOCUMENT_T0, with one signal (stale: issued 2026-10-01). */
export function aDocument(user: Pick<User, 'id' | 'companyId'>, overrides: Partial<UploadedDocument> = {}): UploadedDocument {
  const examination = examineConstancia(
    { kind: 'read', pages: constanciaPdfPages(aConstanciaSample({ issuedOn: '01 / 10 / 2026' })), file: ISSUER },
    { uploadedOn: '2026-11-20', lenderCurp: null, lenderNss: null, duplicateOfAnotherUser: false },
  );
  if (examination.status !== 'processed') throw new Error(examination.detail);
  return {
    id: randomUUID(), companyId: user.companyId, userId: user.id, type: 'imss_constancia', status: 'processed', reason: null, reasonDetail: null,
    sha256: createHash('sha256').update(randomUUID()).digest('hex'), size: 48_213, uploadedAt: DOCUMENT_T0, uploadedBy: 'lender', sandbox: false,
    extracted: examination.extracted, risk: examination.risk, accountId: null, filePurgedAt: null, ...overrides,
  };
}

/** An unreadable upload of the user: nothing extracted, no risk. */
export function anUnreadableDocument(user: Pick<User, 'id' | 'companyId'>, overrides: Partial<UploadedDocument> = {}): UploadedDocument {
  return aDocument(user, {
    status: 'unreadable', reason: 'not_a_constancia', reasonDetail: 'The PDF has no constancia title.', extracted: null, risk: null,
    uploadedBy: 'worker', sandbox: true, ...overrides,
  });
}
