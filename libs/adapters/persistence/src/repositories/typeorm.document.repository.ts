import { isUuid, type DocumentRepository, type Page, type UploadedDocument } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { decodeDocument, DOCUMENT_COLUMNS, storedJson } from '../schema/document.rows';
import { RowReader } from '../schema/row-reader';
import { queryRows } from './sql-rows';

/** node-postgres binds a Buffer as `bytea`; PGlite takes any Uint8Array, a Buffer included. */
const bytea = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export class TypeOrmDocumentRepository implements DocumentRepository {
  constructor(private readonly manager: EntityManager) {}

  /** The user's company is checked in the statement: a user of another company inserts nothing, which fails. */
  async create(d: UploadedDocument, sealedFile: Uint8Array): Promise<void> {
    const rows = await queryRows<{ id: string }>(
      this.manager,
      `INSERT INTO documents (id, company_id, user_id, type, status, reason, reason_detail, sha256, size, uploaded_at, uploaded_by, sandbox,
                              extracted, risk, risk_level, account_id, file, file_purged_at)
       SELECT $1, $2, u.id, $4, $5, $6, $7, $8, $9, $10::timestamptz, $11, $12, $13::jsonb, $14::jsonb, $15, $16, $17, $18::timestamptz
         FROM users u WHERE u.id = $3 AND u.company_id = $2
       RETURNING id`,
      [d.id, d.companyId, d.userId, d.type, d.status, d.reason, d.reasonDetail, d.sha256, d.size, d.uploadedAt.toISOString(), d.uploadedBy,
        d.sandbox, storedJson(d.extracted), storedJson(d.risk), d.risk?.level ?? null, d.accountId,
        d.filePurgedAt === null ? bytea(sealedFile) : null, d.filePurgedAt?.toISOString() ?? null],
    );
    if (rows.length === 0) throw new Error(`foreign key violation: no user ${d.userId} in company ${d.companyId}`);
  }

  async find(companyId: string, documentId: string): Promise<UploadedDocument | null> {
    if (!isUuid(documentId)) return null;
    const [row] = await queryRows<unknown>(this.manager, `SELECT ${DOCUMENT_COLUMNS} FROM documents d WHERE d.id = $1 AND d.company_id = $2
        AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = d.user_id AND u.blocked_at IS NOT NULL)`, [documentId, companyId]);
    return row ? decodeDocument(row) : null;
  }

  /** Through `documents_user_list`; the total rides along on each row. */
  async listForUser(companyId: string, userId: string, page: Page): Promise<{ items: UploadedDocument[]; total: number }> {
    if (!isUuid(userId)) return { items: [], total: 0 };
    const rows = await queryRows<{ total: string | number }>(
      this.manager,
      `SELECT ${DOCUMENT_COLUMNS}, count(*) OVER () AS total FROM documents d
        WHERE d.company_id = $1 AND d.user_id = $2
        ORDER BY d.uploaded_at DESC, d.id DESC LIMIT $3 OFFSET $4`,
      [companyId, userId, page.itemsPerPage, (page.page - 1) * page.itemsPerPage],
    );
    if (rows.length > 0) return { items: rows.map(decodeDocument), total: Number(rows[0].total) };
    const [counted] = await queryRows<{ total: number }>(
      this.manager, `SELECT count(*)::int AS total FROM documents WHERE company_id = $1 AND user_id = $2`, [companyId, userId],
    );
    return { items: [], total: counted.total };
  }

  async findSealedFile(companyId: string, documentId: string): Promise<Uint8Array | null> {
    if (!isUuid(documentId)) return null;
    const [row] = await queryRows<unknown>(this.manager, `SELECT file FROM documents WHERE id = $1 AND company_id = $2`, [documentId, companyId]);
    return row ? RowReader.of(row, 'document').nullableBytes('file') : null;
  }

  async uploadedForAnotherUser(companyId: string, userId: string, sha256: string): Promise<boolean> {
    const rows = await queryRows<unknown>(
      this.manager, `SELECT 1 FROM documents WHERE company_id = $1 AND sha256 = $2 AND user_id <> $3 LIMIT 1`, [companyId, sha256, userId],
    );
    return rows.length > 0;
  }

  async countHighRiskSince(companyId: string, since: Date): Promise<number> {
    const [row] = await queryRows<{ total: number }>(
      this.manager, `SELECT count(*)::int AS total FROM documents WHERE company_id = $1 AND risk_level = 'high' AND uploaded_at >= $2::timestamptz`,
      [companyId, since.toISOString()],
    );
    return row.total;
  }

  async delete(companyId: string, documentId: string): Promise<UploadedDocument | null> {
    if (!isUuid(documentId)) return null;
    const [row] = await queryRows<unknown>(
      this.manager, `DELETE FROM documents d WHERE d.id = $1 AND d.company_id = $2 RETURNING ${DOCUMENT_COLUMNS}`, [documentId, companyId],
    );
    return row ? decodeDocument(row) : null;
  }
}
