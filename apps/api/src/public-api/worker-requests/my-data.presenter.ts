import { ConsentHistoryEntry, requestDay, UploadedDocument, WorkerDataCopy } from '@gig/domain';
import { AccountJson, PlatformList, presentAccount } from '../accounts/account.presenter';
import { AccountEmploymentJson, presentAccountEmployment } from '../accounts/account-employment.presenter';
import { AccountProfileJson, presentAccountProfile } from '../accounts/account-profile.presenter';
import { AccountEarningJson, presentEarning } from '../accounts/earnings-page.presenter';
import { ConsentJson, presentConsent } from '../connect/consent.presenter';
import { presentReport, ReportJson } from '../reports/report.presenter';
import { presentUser, UserJson } from '../users/user.presenter';
import { presentWorkerRequest, WorkerRequestJson } from './worker-request.presenter';

/** An account in the copy: as the API returns it, with every day of earnings, its profile and its employment record. */
export interface CopiedAccountJson extends AccountJson {
  readonly earnings: readonly AccountEarningJson[];
  readonly profile: AccountProfileJson | null;
  readonly employment: AccountEmploymentJson | null;
}

/** A document in the copy: what was uploaded and what was read from it (never the file). */
export interface CopiedDocumentJson {
  readonly document_id: string;
  readonly type: string;
  readonly status: string;
  readonly reason: string | null;
  readonly uploaded_at: string;
  readonly uploaded_by: string;
  readonly sha256: string;
  readonly size: number;
  readonly extracted: unknown;
}

export interface ConsentHistoryJson {
  readonly action: ConsentHistoryEntry['action'];
  readonly subject_id: string | null;
  readonly by: ConsentHistoryEntry['by'];
  readonly ip_address: string;
  readonly at: string;
}

/** The worker's copy of everything the company holds about them through the service. */
export interface WorkerDataCopyJson {
  readonly generated_at: string;
  readonly user: UserJson;
  readonly accounts: readonly CopiedAccountJson[];
  readonly documents: readonly CopiedDocumentJson[];
  readonly reports: readonly ReportJson[];
  readonly consents: readonly ConsentJson[];
  readonly worker_requests: readonly WorkerRequestJson[];
  readonly consent_history: readonly ConsentHistoryJson[];
}

const presentDocument = (d: UploadedDocument): CopiedDocumentJson => ({
  document_id: d.id, type: d.type, status: d.status, reason: d.reason, uploaded_at: d.uploadedAt.toISOString(), uploaded_by: d.uploadedBy,
  sha256: d.sha256, size: d.size, extracted: d.extracted,
});

export function presentWorkerDataCopy(copy: WorkerDataCopy, platforms: PlatformList): WorkerDataCopyJson {
  return {
    generated_at: copy.generatedAt.toISOString(),
    user: presentUser(copy.user),
    accounts: copy.accounts.map(({ account, earnings, profile, employment }) => ({
      ...presentAccount(account, platforms),
      earnings: earnings.map(presentEarning),
      profile: profile && presentAccountProfile({ account, profile }),
      employment: employment && presentAccountEmployment({
        account, employment, page: 1, itemsPerPage: employment.employmentHistory.length, totalItems: employment.employmentHistory.length, totalPages: 1,
      }),
    })),
    documents: copy.documents.map(presentDocument),
    reports: copy.reports.map(presentReport),
    consents: copy.consents.map(presentConsent),
    worker_requests: copy.requests.map((request) => presentWorkerRequest(request, requestDay(copy.generatedAt))),
    consent_history: copy.history.map((e) => ({ action: e.action, subject_id: e.subjectId, by: e.by, ip_address: e.ipAddress, at: e.at.toISOString() })),
  };
}
