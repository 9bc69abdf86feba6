import type {
  ConsentHistoryEntry,
  WorkerRequest,
  ConnectToken,
  Account,
  Consent,
  ApiKeyRecord,
  LoginClaim,
  Company,
  DailyEarning,
  Job,
  LoginLimitState,
  User,
  Webhook,
  DeliveryAttempt,
  WebhookDelivery,
  WebhookEvent,
  Widget,
  Member,
  MemberSession,
  SignInAttemptCount,
  Report,
  ReportValidity,
  UploadedDocument,
  DataCopy,
} from '@gig/domain';

/** A job row as the database keeps it: the port's view plus its lease and outcome. */
export interface StoredJob extends Job {
  /** The subject's company (the `jobs.company_id` column). */
  readonly companyId: string;
  readonly priority: number;
  readonly status: 'queued' | 'running' | 'failed';
  readonly lockedBy: string | null;
  readonly lockedUntil: Date | null;
  readonly lastError: string | null;
  /** Insertion order, the tie-breaker between jobs due at the same instant. */
  readonly sequence: number;
}

/** A report row: the port's view plus its PDF and, once revoked or expired, when that happened. */
export interface StoredReport extends Report {
  readonly pdf: Uint8Array | null;
  readonly validity: ReportValidity;
  readonly endedAt: Date | null;
}

/** A document row: the document and its sealed file (null once purged). */
export interface StoredDocument extends UploadedDocument {
  readonly sealedFile: Uint8Array | null;
}

/**
 * The state every in-memory repository shares, so that they see each other's rows.
 * Rows are replaced, never changed in place, so that a shallow copy of the maps is a snapshot.
 */
export class InMemoryStore {
  readonly companies = new Map<string, Company>();
  readonly apiKeys = new Map<string, ApiKeyRecord>();
  /** When each key was created (and in which order), and last used: the api_keys table's other columns. */
  readonly apiKeyUses = new Map<string, { readonly createdAt: Date; readonly order: number; readonly lastUsedAt: Date | null }>();
  readonly users = new Map<string, User>();
  readonly accounts = new Map<string, Account>();
  readonly earnings = new Map<string, DailyEarning>();
  /** Sealed connector sessions by account id. */
  readonly sessions = new Map<string, string>();
  /** JSON text by account id, as a jsonb column would keep it. */
  readonly profiles = new Map<string, string>();
  readonly employment = new Map<string, string>();
  readonly jobs = new Map<string, StoredJob>();
  readonly loginLimits = new Map<string, LoginLimitState>();
  /** The login claim held on an account, by account id (the accounts table's login_claim columns). */
  readonly loginClaims = new Map<string, LoginClaim>();
  readonly webhooks = new Map<string, Webhook>();
  /** Events by id, with their write order (`seq`). */
  readonly webhookEvents = new Map<string, StoredEvent>();
  readonly webhookDeliveries = new Map<string, StoredDelivery>();
  readonly widgets = new Map<string, Widget>();
  readonly consents = new Map<string, Consent>();
  readonly members = new Map<string, Member>();
  /** Set-password tokens by hash. */
  readonly memberPasswordTokens = new Map<string, { readonly memberId: string; readonly expiresAt: Date; readonly usedAt: Date | null }>();
  /** Sessions by token hash. */
  readonly memberSessions = new Map<string, MemberSession>();
  readonly signInAttempts = new Map<string, SignInAttemptCount>();
  readonly reports = new Map<string, StoredReport>();
  /** Reports counted per `company|day|worker` (worker '' for the company), the report_day_counts table. */
  readonly reportDayCounts = new Map<string, number>();
  /** Connect tokens by hash. */
  readonly connectTokens = new Map<string, ConnectToken>();
  readonly documents = new Map<string, StoredDocument>();
  readonly workerRequests = new Map<string, WorkerRequest>();
  /** When a pending deletion request blocked each user, by user id (the users table's blocked_at). */
  readonly blockedUsers = new Map<string, Date>();
  readonly consentHistory = new Map<string, ConsentHistoryEntry>();
  /** Copies of workers' data with their sealed JSON (null until ready). */
  readonly dataCopies = new Map<string, { readonly copy: DataCopy; readonly sealedJson: string | null }>();
  /** The tables of resources registered in `FAKE_RESOURCES`, by name (see `table`). */
  readonly resourceTables = new Map<string, Map<string, unknown>>();
  jobSequence = 0;
  sequence = 0;

  /** A registered resource's table, made on first use and copied with the others by a unit of work. */
  table<Row>(name: string): Map<string, Row> {
    let rows = this.resourceTables.get(name);
    if (!rows) this.resourceTables.set(name, (rows = new Map()));
    return rows as Map<string, Row>;
  }
}

/** An event row: the event and its write order. */
export type StoredEvent = WebhookEvent & { readonly seq: number };

/** An event as the ports hand it back, without its write order. */
export const withoutSeq = ({ seq: _seq, ...event }: StoredEvent): WebhookEvent => event;

/** A delivery row: the log's view plus the dispatcher's lease, with its attempts (deleted with it, as by the foreign key). */
export interface StoredDelivery extends Omit<WebhookDelivery, 'event'> {
  readonly attemptLog: readonly DeliveryAttempt[];
  readonly eventId: string;
  readonly accountId: string | null;
  readonly eventSeq: number;
  readonly lockedBy: string | null;
  readonly lockedUntil: Date | null;
}

const TABLES = [
  'companies', 'apiKeys', 'apiKeyUses', 'users', 'accounts', 'earnings', 'sessions', 'profiles', 'employment', 'jobs', 'loginLimits', 'loginClaims',
  'webhooks', 'webhookEvents', 'webhookDeliveries', 'widgets', 'consents',
  'members', 'memberPasswordTokens', 'memberSessions', 'signInAttempts', 'reports', 'reportDayCounts', 'connectTokens', 'documents',
  'workerRequests', 'blockedUsers', 'consentHistory', 'dataCopies',
] as const;

/** Makes `to` hold exactly the rows of `from`. */
export function copyStore(from: InMemoryStore, to: InMemoryStore): void {
  for (const table of TABLES) {
    const target = to[table] as Map<string, unknown>;
    target.clear();
    for (const [key, row] of from[table]) target.set(key, row);
  }
  to.resourceTables.clear();
  for (const [name, rows] of from.resourceTables) to.resourceTables.set(name, new Map(rows));
  to.jobSequence = from.jobSequence;
  to.sequence = from.sequence;
}

/** What ON DELETE CASCADE does for an account: its earnings, session, profile, employment and jobs go too; documents forget it. */
export function deleteAccountCascade(store: InMemoryStore, accountId: string): void {
  store.accounts.delete(accountId);
  for (const [key, row] of store.earnings) if (row.accountId === accountId) store.earnings.delete(key);
  for (const [id, job] of store.jobs) if (job.kind !== 'generate_report' && job.subjectId === accountId) store.jobs.delete(id);
  store.sessions.delete(accountId);
  store.profiles.delete(accountId);
  store.employment.delete(accountId);
  store.loginClaims.delete(accountId);
  for (const [id, document] of store.documents) if (document.accountId === accountId) store.documents.set(id, { ...document, accountId: null });
}

/** Like a foreign key: a report's job needs the report. */
export function requireReport(store: InMemoryStore, reportId: string): void {
  if (!store.reports.has(reportId)) throw new Error(`foreign key violation: no report ${reportId}`);
}

/** The company of a job's subject (its report, or its account), like the `company_id` the queue writes; fails for an unknown one. */
export function jobCompany(store: InMemoryStore, kind: Job['kind'], subjectId: string): string {
  const subject = kind === 'generate_report' ? store.reports.get(subjectId)
    : kind === 'prepare_data_copy' ? store.dataCopies.get(subjectId)?.copy : store.accounts.get(subjectId);
  if (!subject) throw new Error(`foreign key violation: no ${kind === 'generate_report' ? 'report' : kind === 'prepare_data_copy' ? 'data copy' : 'account'} ${subjectId}`);
  return subject.companyId;
}

/** Like a foreign key: writing rows of an account that does not exist fails. */
export function requireAccount(store: InMemoryStore, accountId: string): void {
  if (!store.accounts.has(accountId)) throw new Error(`foreign key violation: no account ${accountId}`);
}
