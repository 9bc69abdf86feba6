import type { ConstanciaData, UploadedDocument } from '@gig/domain';

/** What the widget shows the worker of their constancia: no CURP, no salaries, no risk, and the NSS but its last 4 digits. */
export interface WorkerExtractedJson {
  readonly name: string;
  readonly nss_masked: string;
  readonly weeks: { readonly quoted: number; readonly discounted: number; readonly reintegrated: number; readonly total: number };
  readonly employers: { readonly name: string; readonly start_date: string; readonly end_date: string | null }[];
}

export interface WorkerDocumentJson {
  readonly document_id: string;
  readonly user_id: string;
  readonly status: string;
  readonly reason: string | null;
  readonly extracted: WorkerExtractedJson | null;
  readonly account_id: string | null;
}

const SHOWN_DIGITS = 4;

export function maskNss(nss: string): string {
  return '*'.repeat(Math.max(0, nss.length - SHOWN_DIGITS)) + nss.slice(-SHOWN_DIGITS);
}

function presentWorkerExtracted(data: ConstanciaData): WorkerExtractedJson {
  return {
    name: data.name,
    nss_masked: maskNss(data.nss),
    weeks: { ...data.weeks },
    employers: data.employers.map((e) => ({ name: e.name, start_date: e.startDate, end_date: e.endDate })),
  };
}

export function presentWorkerDocument(document: UploadedDocument): WorkerDocumentJson {
  return {
    document_id: document.id,
    user_id: document.userId,
    status: document.status,
    reason: document.reason,
    extracted: document.extracted && presentWorkerExtracted(document.extracted),
    account_id: document.accountId,
  };
}
