import { createHash } from 'node:crypto';
import { DomainError } from '../errors/domain-error';
import type { ReportRepository } from '../ports/report-repository.port';
import { isUuid } from '../users/user-ref';
import type { ReportVerification } from './report';

/** The largest file `VerifyReportFile` hashes: a report's PDF is far smaller (its budget is 300 kB). */
export const MAX_VERIFIED_FILE_BYTES = 5 * 1024 * 1024;

/** A file checked against the issued reports: its SHA-256, and the report whose PDF has exactly these bytes, if any. */
export interface FileVerification {
  readonly sha256: string;
  readonly report: ReportVerification | null;
}

/**
 * What anyone holding a report id may learn of it (no key: the id is printed on the PDF), or null when
 * no report was issued with that id. A malformed id is simply not issued: it cannot reach a query.
 */
export class VerifyReport {
  constructor(private readonly reports: Pick<ReportRepository, 'verify'>) {}

  async execute(reportId: string): Promise<ReportVerification | null> {
    if (!isUuid(reportId)) return null;
    return this.reports.verify(reportId.toLowerCase());
  }
}

/**
 * Whether a file is byte-identical to an issued report's PDF: by its SHA-256, so revoked and expired reports
 * (whose PDF is gone, whose hash stays) are still recognised and said to be so. Never says whose report it is.
 */
export class VerifyReportFile {
  constructor(private readonly reports: Pick<ReportRepository, 'verifyByPdfSha256'>) {}

  async execute(file: Uint8Array): Promise<FileVerification> {
    // The HTTP layer refuses a larger body while reading it (413); this guards any other caller.
    if (file.byteLength > MAX_VERIFIED_FILE_BYTES) throw DomainError.badRequest('The file is larger than 5 MB; a report’s PDF is much smaller.', [{ field: 'file', message: 'at most 5 MB' }]);
    const sha256 = createHash('sha256').update(file).digest('hex');
    return { sha256, report: await this.reports.verifyByPdfSha256(sha256) };
  }
}
