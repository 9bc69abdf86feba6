import { createHash } from 'node:crypto';
import { aConstanciaSample, constanciaPdfPages, InMemoryStore, InMemoryUnitOfWork, inMemoryRepositories, TestClock } from '@gig/testing';
import type { Principal } from '../auth/principal';
import type { Company } from '../companies/company';
import type { PdfReader } from '../ports/pdf-reader.port';
import type { SecretBox } from '../ports/secret-box.port';
import { DeleteUser } from '../users/delete-user';
import type { User } from '../users/user';
import type { PdfReading } from './pdf-reading';
import { DeleteDocument } from './delete-document';
import { GetDocument, GetDocumentFile, ListUserDocuments } from './document-reads';
import { MAX_DOCUMENT_BYTES } from './document-upload';
import { UploadDocument } from './upload-document';

const company: Company = { id: 'company-1', name: 'Acme', environment: 'live', readEnabled: true, writeEnabled: true, createdAt: new Date(0) };
const sandbox: Company = { ...company, id: 'company-2', name: 'Sandbox', environment: 'sandbox' };
const lender: Principal = { company, keyId: 'key-1', keyKind: 'private' };
const USER = '11111111-1111-4111-8111-111111111111';
const SIBLING = '22222222-2222-4222-8222-222222222222';
const ISSUER = { revisions: 1, producer: 'iText 2.1.7 by 1T3XT', creator: 'JasperReports (reporteSemanasCotizadas)' };
const PDF = new TextEncoder().encode('%PDF-1.4\n% a constancia\n%%EOF\n');

/** Each file's reading, by its text: the PDF library is not this spec's subject. */
const reader = (reading: PdfReading): PdfReader => ({ read: async () => reading });
const genuine: PdfReading = { kind: 'read', pages: constanciaPdfPages(aConstanciaSample()), file: ISSUER };
/** Reversible and visible: a sealed file is never the file. */
const box: Pick<SecretBox, 'sealBytes' | 'openBytes'> = {
  sealBytes: (bytes) => Uint8Array.from([0xee, ...bytes]),
  openBytes: (sealed) => sealed.subarray(1),
};

function setup(reading: PdfReading = genuine, pdfReader: PdfReader = reader(reading)) {
  const store = new InMemoryStore();
  for (const c of [company, sandbox]) store.companies.set(c.id, c);
  const users: User[] = [
    { id: USER, companyId: company.id, externalId: 'worker-1', widgetId: null, createdAt: new Date(0) },
    { id: SIBLING, companyId: company.id, externalId: null, widgetId: null, createdAt: new Date(0) },
    { id: '33333333-3333-4333-8333-333333333333', companyId: sandbox.id, externalId: 'worker-1', widgetId: null, createdAt: new Date(0) },
  ];
  for (const user of users) store.users.set(user.id, user);
  const repos = inMemoryRepositories(store);
  const clock = new TestClock(new Date('2026-11-20T18:00:00.000Z'));
  const unitOfWork = new InMemoryUnitOfWork(store);
  return {
    store, repos, clock,
    upload: new UploadDocument({ users: repos.users, documents: repos.documents, pdfReader, secrets: box, unitOfWork, clock }),
    get: new GetDocument(repos.documents),
    list: new ListUserDocuments({ users: repos.users, documents: repos.documents }),
    file: new GetDocumentFile({ documents: repos.documents, secrets: box }),
    remove: new DeleteDocument({ unitOfWork }),
    deleteUser: new DeleteUser({ users: repos.users, unitOfWork, clock }),
  };
}

describe('documents', () => {
  it('stores a genuine-looking constancia processed, its data and risk, its file sealed and given back as uploaded', async () => {
    const { upload, get, file, store } = setup();
    const document = await upload.execute(lender, { externalId: 'worker-1', type: 'imss_constancia', file: PDF });
    expect(document).toMatchObject({
      companyId: company.id, userId: USER, type: 'imss_constancia', status: 'processed', reason: null, size: PDF.byteLength,
      uploadedAt: new Date('2026-11-20T18:00:00.000Z'), uploadedBy: 'lender', sandbox: false, accountId: expect.any(String),
      extracted: { curp: 'GOMJ850312HDFRRN04', issuedOn: '2026-11-15' }, risk: { score: 0, level: 'low', signals: [] },
    });
    expect(document.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await get.execute(lender, document.id.toUpperCase())).toEqual(document);
    expect(store.documents.get(document.id)?.sealedFile).toEqual(Uint8Array.from([0xee, ...PDF]));
    expect(await file.execute(lender, document.id)).toEqual({ document, file: PDF });
    expect([...store.webhookEvents.values()].filter((e) => e.action === 'document.processed').map(({ seq: _seq, id: _id, ...event }) => event)).toEqual([{
      companyId: company.id, action: 'document.processed', occurredAt: document.uploadedAt, userId: USER, externalId: 'worker-1',
      accountId: null, platform: null, status: 'processed', statusDetails: null, warning: null, reportId: null, documentId: document.id, riskLevel: 'low',
      disconnectedBy: null, workerRequest: null,
    }]);
  });

  it('seals the file, takes its size and hash before the reader is handed it, so a reader that takes its memory loses nothing', async () => {
    const handed: boolean[] = [];
    const taking: PdfReader = { read: async (bytes, options) => (handed.push(options?.handOver === true), bytes.fill(0), genuine) };
    const { upload, file } = setup(genuine, taking);
    const document = await upload.execute(lender, { externalId: 'worker-1', type: 'imss_constancia', file: Uint8Array.from(PDF) });
    expect(handed).toEqual([true]);
    expect(document).toMatchObject({ status: 'processed', size: PDF.byteLength, sha256: createHash('sha256').update(PDF).digest('hex') });
    expect(await file.execute(lender, document.id)).toEqual({ document, file: PDF });
  });

  it('judges against what the lender knows, the upload date in Mexico City and the company’s other users’ files', async () => {
    const { upload, clock } = setup();
    await upload.execute(lender, { userId: SIBLING, type: 'imss_constancia', file: PDF });
    clock.set('2026-12-16T05:00:00.000Z');
    const document = await upload.execute(lender, { userId: USER, type: 'imss_constancia', curp: ' hegg560427mvzrrl04 ', file: PDF });
    expect(document.risk?.signals.map((signal) => signal.code)).toEqual(['identity_mismatch', 'duplicate_file']);
    clock.set('2026-12-16T06:00:00.000Z');
    const later = await upload.execute(lender, { userId: USER, type: 'imss_constancia', file: PDF });
    expect(later.risk?.signals.map((signal) => signal.code)).toEqual(['duplicate_file', 'stale']);
  });

  it('stores an unreadable file with its reason, and marks a sandbox company’s upload', async () => {
    const { upload, store } = setup({ kind: 'unreadable', reason: 'encrypted' });
    const document = await upload.execute({ ...lender, company: sandbox }, { externalId: 'worker-1', type: 'imss_constancia', file: PDF });
    expect(document).toMatchObject({
      status: 'unreadable', reason: 'encrypted', reasonDetail: 'The PDF is encrypted or protected by a password.', extracted: null, risk: null, sandbox: true,
    });
    expect([...store.webhookEvents.values()]).toMatchObject([{ action: 'document.processed', documentId: document.id, status: 'unreadable', riskLevel: null }]);
  });

  it('refuses, naming every field, a missing user reference, a wrong type, a bad CURP and a file that is not a PDF', async () => {
    const { upload, store } = setup();
    await expect(upload.execute(lender, { type: 'payslip', curp: 'ABC', file: new TextEncoder().encode('PK zip') })).rejects.toMatchObject({
      code: 'bad_request', errors: [{ field: 'userId' }, { field: 'externalId' }, { field: 'type' }, { field: 'curp' }, { field: 'file', message: 'file must be a PDF' }],
    });
    await expect(upload.execute(lender, { userId: USER, type: 'imss_constancia', file: null })).rejects.toMatchObject({ code: 'bad_request' });
    const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    big.set(PDF);
    await expect(upload.execute(lender, { userId: USER, type: 'imss_constancia', file: big })).rejects.toMatchObject({ code: 'bad_request', errors: [{ field: 'file' }] });
    await expect(upload.execute(lender, { externalId: 'nobody', type: 'imss_constancia', file: PDF })).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
    await expect(upload.execute({ ...lender, keyKind: 'public' }, { userId: USER, type: 'imss_constancia', file: PDF })).rejects.toMatchObject({ code: 'forbidden_error' });
    expect(store.documents.size).toBe(0);
  });

  it('takes the worker’s upload from the widget: a public key, or a connect token for its own user only', async () => {
    const { upload, store } = setup();
    const widgetKey: Principal = { company, keyId: 'pk-1', keyKind: 'public' };
    const byKey = await upload.execute(widgetKey, { userId: USER, type: 'imss_constancia', file: PDF }, 'worker');
    expect(byKey).toMatchObject({ userId: USER, uploadedBy: 'worker', status: 'processed', accountId: expect.any(String) });
    const token: Principal = { ...widgetKey, connect: { tokenId: 't-1', userId: USER, widgetId: 'w-1', expiresAt: new Date('2027-01-01') } };
    expect(await upload.execute(token, { userId: USER, type: 'imss_constancia', file: PDF }, 'worker')).toMatchObject({ uploadedBy: 'worker' });
    await expect(upload.execute(token, { userId: SIBLING, type: 'imss_constancia', file: PDF }, 'worker')).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
    await expect(upload.execute(token, { userId: USER, type: 'imss_constancia', file: PDF })).rejects.toMatchObject({ code: 'forbidden_error' });
    const noWrites: Principal = { ...widgetKey, company: { ...company, writeEnabled: false } };
    await expect(upload.execute(noWrites, { userId: USER, type: 'imss_constancia', file: PDF }, 'worker')).rejects.toMatchObject({ code: 'write_permissions_disabled' });
    expect(store.documents.size).toBe(2);
  });

  it('lists a user’s documents newest first, and no other company sees them', async () => {
    const { upload, list, get, clock } = setup();
    const first = await upload.execute(lender, { userId: USER, type: 'imss_constancia', file: PDF });
    clock.advance(1_000);
    const second = await upload.execute(lender, { userId: USER, type: 'imss_constancia', file: PDF });
    expect(await list.execute(lender, USER, { page: 1, itemsPerPage: 10 })).toMatchObject({ items: [second, first], page: 1, itemsPerPage: 10, totalItems: 2, totalPages: 1 });
    const stranger: Principal = { ...lender, company: sandbox };
    await expect(get.execute(stranger, first.id)).rejects.toMatchObject({ code: 'not_found_error' });
    await expect(list.execute(stranger, USER, { page: 1, itemsPerPage: 10 })).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
  });

  it('deletes a document with its file; it is then gone, and deleting it again is not found', async () => {
    const { upload, remove, get, file } = setup();
    const document = await upload.execute(lender, { userId: USER, type: 'imss_constancia', file: PDF });
    expect(await remove.execute(lender, document.id.toUpperCase())).toBe(document.id);
    await expect(get.execute(lender, document.id)).rejects.toMatchObject({ code: 'not_found_error' });
    await expect(file.execute(lender, document.id)).rejects.toMatchObject({ code: 'not_found_error' });
    await expect(remove.execute(lender, document.id)).rejects.toMatchObject({ code: 'not_found_error' });
    await expect(remove.execute(lender, 'not-an-id')).rejects.toMatchObject({ code: 'not_found_error' });
  });

  it('goes with its user', async () => {
    const { upload, deleteUser, store } = setup();
    await upload.execute(lender, { userId: USER, type: 'imss_constancia', file: PDF });
    const kept = await upload.execute(lender, { userId: SIBLING, type: 'imss_constancia', file: PDF });
    await deleteUser.execute(lender, USER);
    expect([...store.documents.keys()]).toEqual([kept.id]);
  });
});
