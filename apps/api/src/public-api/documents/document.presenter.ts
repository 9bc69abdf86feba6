import type { ConstanciaData, ConstanciaEmployer, ConstanciaMovement, DocumentRisk, RiskSignal, UploadedDocument, UserDocuments } from '@gig/domain';
import { SnakeCased, snakeCased } from '../../platform/http/snake-cased';

/** An amount in MXN cents as the wire says MXN: exact to the cent (154.33). */
const mxn = (cents: number): number => cents / 100;

export type EmployerJson = Omit<SnakeCased<ConstanciaEmployer>, 'base_salary'> & { readonly base_salary: number };
export type MovementJson = Omit<SnakeCased<ConstanciaMovement>, 'salary'> & { readonly salary: number };
export type RiskSignalJson = SnakeCased<RiskSignal>;

export interface ExtractedJson {
  readonly name: string;
  readonly nss: string;
  readonly curp: string;
  readonly issued_on: string;
  readonly weeks: { readonly quoted: number; readonly discounted: number; readonly reintegrated: number; readonly total: number };
  readonly employers: EmployerJson[];
  readonly movements: MovementJson[] | null;
}

export interface RiskJson {
  readonly score: number;
  readonly level: DocumentRisk['level'];
  readonly signals: RiskSignalJson[];
}

export interface DocumentJson {
  readonly document_id: string;
  readonly user_id: string;
  readonly type: string;
  readonly status: string;
  readonly reason: string | null;
  readonly reason_detail: string | null;
  readonly sha256: string;
  readonly size: number;
  readonly uploaded_at: string;
  readonly uploaded_by: string;
  readonly sandbox: boolean;
  readonly file_available: boolean;
  readonly extracted: ExtractedJson | null;
  readonly risk: RiskJson | null;
  readonly account_id: string | null;
}

export interface DocumentPageJson {
  readonly user_id: string;
  /** Newest first. */
  readonly documents: DocumentJson[];
  readonly pagination: { page: number; items_per_page: number; total_items: number; total_pages: number };
}

export interface DeletedDocumentJson {
  readonly document_id: string;
  readonly deleted: true;
}

const presentSignal = snakeCased<RiskSignal>()(['code', 'field', 'page', 'expected', 'found', 'weight']);

function presentEmployer(employer: ConstanciaEmployer): EmployerJson {
  return {
    name: employer.name, registro_patronal: employer.registroPatronal, state: employer.state,
    start_date: employer.startDate, end_date: employer.endDate, base_salary: mxn(employer.baseSalary),
  };
}

function presentExtracted(data: ConstanciaData): ExtractedJson {
  return {
    name: data.name,
    nss: data.nss,
    curp: data.curp,
    issued_on: data.issuedOn,
    weeks: { ...data.weeks },
    employers: data.employers.map(presentEmployer),
    movements: data.movements?.map((m) => ({ registro_patronal: m.registroPatronal, type: m.type, date: m.date, salary: mxn(m.salary) })) ?? null,
  };
}

export function presentDocument(document: UploadedDocument): DocumentJson {
  return {
    document_id: document.id,
    user_id: document.userId,
    type: document.type,
    status: document.status,
    reason: document.reason,
    reason_detail: document.reasonDetail,
    sha256: document.sha256,
    size: document.size,
    uploaded_at: document.uploadedAt.toISOString(),
    uploaded_by: document.uploadedBy,
    sandbox: document.sandbox,
    file_available: document.filePurgedAt === null,
    extracted: document.extracted && presentExtracted(document.extracted),
    risk: document.risk && { score: document.risk.score, level: document.risk.level, signals: document.risk.signals.map(presentSignal) },
    account_id: document.accountId,
  };
}

export function presentDocumentPage(page: UserDocuments): DocumentPageJson {
  return {
    user_id: page.user.id,
    documents: page.items.map(presentDocument),
    pagination: { page: page.page, items_per_page: page.itemsPerPage, total_items: page.totalItems, total_pages: page.totalPages },
  };
}
