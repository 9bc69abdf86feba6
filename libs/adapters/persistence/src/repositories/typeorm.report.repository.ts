import { isUuid, type NewReport, type Page, type Report, type ReportCreation, type ReportDayLimits, type ReportOutcome, type ReportRepository, type ReportVerification } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { decodeReport, decodeVerification, REPORT_COLUMNS, VERIFICATION_COLUMNS } from '../schema/report.rows';
import { RowReader } from '../schema/row-reader';
import { queryRows } from './sql-rows';

const isSha256 = (hash: string) => /^[0-9a-f]{64}$/.test(hash);
/** node-postgres binds a Buffer as `bytea`; PGlite takes any Uint8Array, a Buffer included. */
const bytea = (bytes: Uint8Array | null) => (bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null);

/** Adds one to a day's count (`$3`: the worker, '' for the company) if it is below `$4`; no row when it is not. */
const COUNT_SQL = `
INSERT INTO report_day_counts AS c (company_id, day, worker, reports) VALUES ($1, $2::date, $3, 1)
ON CONFLICT (company_id, day, worker) DO UPDATE SET reports = c.reports + 1 WHERE c.reports < $4
RETURNING c.worker`;

/** COUNT_SQL for a worker: its external id's SHA-256 (`$3`), or its user (`$4`) when it has none; the cap is `$5`. */
const COUNT_WORKER_SQL = `
INSERT INTO report_day_counts AS c (company_id, day, worker, reports)
VALUES ($1, $2::date, CASE WHEN $3::text IS NULL THEN 'u:' || $4::text ELSE 'e:' || encode(sha256(convert_to($3::text, 'UTF8')), 'hex') END, 1)
ON CONFLICT (company_id, day, worker) DO UPDATE SET reports = c.reports + 1 WHERE c.reports < $5
RETURNING c.worker`;

/** Thrown to roll back a report whose company's day is full. */
const COMPANY_FULL = new Error('the company has no report left today');

/** A report's tombstone: what verification keeps, nothing personal (the user's id goes with the user). */
const END = `validity = $3, ended_at = $4::timestamptz, data = NULL, pdf = NULL, external_id = NULL`;

export class TypeOrmReportRepository implements ReportRepository {
  constructor(private readonly manager: EntityManager) {}

  /**
   * Counts the report for its worker, stores it, then counts it for its company, in one transaction. Each count is an
   * upsert that adds one only below its cap (`ON CONFLICT … DO UPDATE … WHERE`): concurrent ones wait on the row's
   * lock and check the cap again against the committed count, so none gets past it. The company's row, which every
   * report of the company waits on, is taken last, so it is held for the least time; a full company count rolls the
   * transaction (or, within a unit of work, its savepoint) back. Worker first, company second, always: two creations
   * never wait on each other in a cycle.
   */
  async createWithin(report: NewReport, limits: ReportDayLimits): Promise<ReportCreation> {
    const day = report.createdAt.toISOString().slice(0, 10);
    try {
      return await this.manager.transaction(async (manager) => {
        const users = await queryRows<{ id: string }>(manager, 'SELECT id FROM users WHERE id = $1 AND company_id = $2', [report.userId, report.companyId]);
        if (users.length === 0) throw new Error(`foreign key violation: no user ${report.userId} in company ${report.companyId}`);
        if ((await queryRows(manager, COUNT_WORKER_SQL, [report.companyId, day, report.externalId, report.userId, limits.perWorker])).length === 0) return 'workerLimit';
        await manager.query(
          `INSERT INTO reports (id, company_id, user_id, external_id, language, start_date, end_date, created_at, status, environment)
           VALUES ($1, $2, $3, $4, $5, $6::date, $7::date, $8::timestamptz, 'generating', $9)`,
          [report.id, report.companyId, report.userId, report.externalId, report.language, report.window.start, report.window.end, report.createdAt.toISOString(), report.environment],
        );
        if ((await queryRows(manager, COUNT_SQL, [report.companyId, day, '', limits.perCompany])).length === 0) throw COMPANY_FULL;
        return 'created';
      });
    } catch (error) {
      if (error === COMPANY_FULL) return 'companyLimit';
      throw error;
    }
  }

  async find(companyId: string, reportId: string): Promise<Report | null> {
    if (!isUuid(reportId)) return null;
    const [row] = await queryRows<unknown>(this.manager, `SELECT ${REPORT_COLUMNS} FROM reports r WHERE r.id = $1 AND r.company_id = $2 AND r.validity = 'valid'
        AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = r.user_id AND u.blocked_at IS NOT NULL)`, [reportId, companyId]);
    return row ? decodeReport(row) : null;
  }

  async findForGeneration(reportId: string): Promise<Report | null> {
    if (!isUuid(reportId)) return null;
    const [row] = await queryRows<unknown>(this.manager, `SELECT ${REPORT_COLUMNS} FROM reports r WHERE r.id = $1 AND r.validity = 'valid'`, [reportId]);
    return row ? decodeReport(row) : null;
  }

  /** Through `reports_user_list`; the total rides along on each row (window function), so one statement answers both. */
  async listForUser(companyId: string, userId: string, page: Page): Promise<{ items: Report[]; total: number }> {
    if (!isUuid(userId)) return { items: [], total: 0 };
    const rows = await queryRows<{ total: string | number }>(
      this.manager,
      `SELECT ${REPORT_COLUMNS}, count(*) OVER () AS total FROM reports r
        WHERE r.company_id = $1 AND r.user_id = $2 AND r.validity = 'valid'
        ORDER BY r.created_at DESC, r.id DESC LIMIT $3 OFFSET $4`,
      [companyId, userId, page.itemsPerPage, (page.page - 1) * page.itemsPerPage],
    );
    if (rows.length > 0) return { items: rows.map(decodeReport), total: Number(rows[0].total) };
    if (page.page === 1) return { items: [], total: 0 };
    const [count] = await queryRows<{ total: number }>(
      this.manager,
      `SELECT count(*)::int AS total FROM reports r WHERE r.company_id = $1 AND r.user_id = $2 AND r.validity = 'valid'`,
      [companyId, userId],
    );
    return { items: [], total: count.total };
  }

  async findPdf(companyId: string, reportId: string): Promise<Uint8Array | null> {
    if (!isUuid(reportId)) return null;
    const [row] = await queryRows<unknown>(this.manager, `SELECT pdf FROM reports WHERE id = $1 AND company_id = $2 AND validity = 'valid'`, [reportId, companyId]);
    return row ? RowReader.of(row, 'report').nullableBytes('pdf') : null;
  }

  /** The status and validity conditions are checked again on a row another run changed meanwhile (READ COMMITTED): one writer wins. */
  async complete(reportId: string, o: ReportOutcome): Promise<boolean> {
    if (!isUuid(reportId)) return false;
    const rows = await queryRows<{ id: string }>(
      this.manager,
      `UPDATE reports SET status = $2, status_details = $3, currency = $4, currency_note = $5, data = $6, data_sha256 = $7, pdf = $8, pdf_sha256 = $9,
              completed_at = $10::timestamptz
        WHERE id = $1 AND status = 'generating' AND validity = 'valid'
       RETURNING id`,
      [reportId, o.status, o.statusDetails, o.currency, o.currencyNote, bytea(o.data), o.dataSha256, bytea(o.pdf), o.pdfSha256, o.completedAt.toISOString()],
    );
    return rows.length > 0;
  }

  async revoke(companyId: string, reportId: string, at: Date): Promise<boolean> {
    if (!isUuid(reportId)) return false;
    const rows = await queryRows<{ id: string }>(
      this.manager,
      `UPDATE reports SET ${END} WHERE id = $1 AND company_id = $2 AND validity = 'valid' RETURNING id`,
      [reportId, companyId, 'revoked', at.toISOString()],
    );
    return rows.length > 0;
  }

  async revokeForUser(companyId: string, userId: string, at: Date): Promise<number> {
    if (!isUuid(userId)) return 0;
    const rows = await queryRows<{ id: string }>(
      this.manager,
      `UPDATE reports SET ${END} WHERE company_id = $1 AND user_id = $2 AND validity = 'valid' RETURNING id`,
      [companyId, userId, 'revoked', at.toISOString()],
    );
    return rows.length;
  }

  async verify(reportId: string): Promise<ReportVerification | null> {
    if (!isUuid(reportId)) return null;
    const [row] = await queryRows<unknown>(this.manager, `SELECT ${VERIFICATION_COLUMNS} FROM reports r JOIN companies c ON c.id = r.company_id WHERE r.id = $1`, [reportId]);
    return row ? decodeVerification(row) : null;
  }

  /** Through `reports_pdf_sha256`; should two reports ever share a hash, the earliest issued answers. */
  async verifyByPdfSha256(pdfSha256: string): Promise<ReportVerification | null> {
    if (!isSha256(pdfSha256)) return null;
    const [row] = await queryRows<unknown>(
      this.manager,
      `SELECT ${VERIFICATION_COLUMNS} FROM reports r JOIN companies c ON c.id = r.company_id WHERE r.pdf_sha256 = $1 ORDER BY r.created_at, r.id LIMIT 1`,
      [pdfSha256],
    );
    return row ? decodeVerification(row) : null;
  }
}
