import { Delete, Get, Param, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiQuery, ApiResponse } from '@nestjs/swagger';
import { DeleteDocument, GetDocument, GetDocumentFile, MAX_DOCUMENT_BYTES, Principal, UploadDocument } from '@gig/domain';
import type { Request, Response } from 'express';
import { CurrentPrincipal } from '../../platform/auth/requires-access.decorator';
import { ApiKeys } from '../../platform/docs/api-access.decorator';
import { MANAGE, READ } from '../../platform/docs/operation-errors';
import { Operation } from '../../platform/docs/operation.decorator';
import { PublicApi } from '../../platform/docs/public-api.decorator';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { ReadsFileUpload, UploadedFileBytes } from '../../platform/http/file-upload.interceptor';
import { sendJson } from '../../platform/http/send-json';
import { DocumentJson, presentDocument, DeletedDocumentJson } from './document.presenter';
import { DeletedDocumentEnvelopeDto, DocumentEnvelopeDto } from './dto/document.responses';

export const UPLOAD_FIELDS = ['user_id', 'external_id', 'type', 'curp'] as const;

/** The upload's text fields, as the file-upload interceptor left them in the body. */
export const uploadFieldsOf = (req: Request): Record<(typeof UPLOAD_FIELDS)[number], string | null> => req.body;

const field = (name: string, description: string) => ({ name, required: false, type: String, description });

@PublicApi('v1/documents', 'documents')
@ApiKeys('private')
export class DocumentsController {
  constructor(
    private readonly uploadDocument: UploadDocument,
    private readonly getDocument: GetDocument,
    private readonly getDocumentFile: GetDocumentFile,
    private readonly deleteDocument: DeleteDocument,
  ) {}

  @Operation(Post(), {
    status: 201, access: 'read',
    id: 'uploadDocument',
    summary: 'Upload a worker’s IMSS constancia de semanas cotizadas',
    description: 'The PDF the worker received from IMSS, at most 5 MB: as the body (`application/pdf`, the fields in the query) or as the ' +
      'field `file` of a `multipart/form-data` form (the fields beside it). Read exactly (no OCR) and judged at once: `processed` with ' +
      '`extracted` and `risk` (README "Documents": every signal, its weight, the score and level), or `unreadable` with its `reason` ' +
      '(not a constancia, images only, encrypted), which feeds nothing. The file is kept sealed until `DOCUMENT_RETENTION_DAYS`. ' +
      '`document.processed` is sent either way. 413 `payload_too_large` past 5 MB, before the body is read when `content-length` says so. ' +
      '`bad_request` for a missing user reference, another type or a body that is not a PDF. `Idempotency-Key` covers the fields and the ' +
      'file’s SHA-256. A process reads `DOCUMENT_UPLOAD_CONCURRENCY` uploads at once; the others wait, their bodies unread: 503 ' +
      '`service_unavailable` with `retry-after` when too many wait or a wait lasts past `DOCUMENT_UPLOAD_WAIT_SECONDS`.',
    created: { type: DocumentEnvelopeDto }, errors: [...READ, 'bad_request', 'USER_NOT_FOUND', 'payload_too_large'],
  })
  @ReadsFileUpload({ maxBytes: MAX_DOCUMENT_BYTES, fields: UPLOAD_FIELDS, tooLarge: 'The file is larger than 5 MB.' })
  @ApiConsumes('application/pdf', 'multipart/form-data')
  @ApiBody({
    schema: { type: 'string', format: 'binary' },
    description: '`application/pdf`: the file as the body; `multipart/form-data`: the file as the part `file`, with `user_id` or `external_id`, `type` and `curp` as parts.',
  })
  @ApiQuery(field('user_id', 'The worker (or `external_id`).'))
  @ApiQuery(field('external_id', 'The worker by your own id (or `user_id`).'))
  @ApiQuery({ name: 'type', required: true, enum: ['imss_constancia'] })
  @ApiQuery(field('curp', 'The worker’s CURP as you know it: `identity_mismatch` when the document’s differs.'))
  async upload(@UploadedFileBytes() file: Buffer | null, @Req() req: Request, @CurrentPrincipal() principal: Principal): Promise<Envelope<DocumentJson>> {
    const fields = uploadFieldsOf(req);
    const document = await this.uploadDocument.execute(principal, {
      userId: fields.user_id, externalId: fields.external_id, type: fields.type, curp: fields.curp, file,
    });
    return successEnvelope(presentDocument(document));
  }

  @Operation(Get(':document_id'), {
    access: 'read',
    id: 'getDocument',
    summary: 'Get a document',
    description: 'What was read and judged. Another company’s document and a deleted one are as absent as a missing one.',
    ok: { type: DocumentEnvelopeDto }, errors: [...READ, 'not_found_error'],
  })
  async get(@Param('document_id') id: string, @CurrentPrincipal() principal: Principal, @Res() res: Response): Promise<void> {
    sendJson(res, 200, JSON.stringify(successEnvelope(presentDocument(await this.getDocument.execute(principal, id)))));
  }

  @Operation(Get(':document_id/file'), {
    access: 'read',
    id: 'getDocumentFile',
    summary: 'Download a document’s file',
    description: 'The exact bytes uploaded (`sha256`, also the ETag). `not_found_error` once the file was purged (`file_available: false`).',
    errors: [...READ, 'not_found_error'],
  })
  @ApiResponse({
    status: 200,
    description: 'The PDF, as an attachment named `document-{document_id}.pdf`.',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    headers: {
      'content-disposition': { description: '`attachment; filename="document-{document_id}.pdf"`', schema: { type: 'string' } },
      etag: { description: 'The quoted `sha256`.', schema: { type: 'string' } },
    },
  })
  async file(@Param('document_id') id: string, @CurrentPrincipal() principal: Principal, @Res() res: Response): Promise<void> {
    const { document, file } = await this.getDocumentFile.execute(principal, id);
    res.writeHead(200, {
      'content-type': 'application/pdf',
      'content-length': file.byteLength,
      'content-disposition': `attachment; filename="document-${document.id}.pdf"`,
      etag: `"${document.sha256}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    res.end(Buffer.from(file.buffer, file.byteOffset, file.byteLength));
  }

  @Operation(Delete(':document_id'), {
    status: 200, access: 'manage',
    id: 'deleteDocument',
    summary: 'Delete a document',
    description: 'Deletes the document, its file and what was read from it; an `imss` account it alone fed goes too.',
    ok: { type: DeletedDocumentEnvelopeDto }, errors: [...MANAGE, 'not_found_error'],
  })
  async remove(@Param('document_id') id: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<DeletedDocumentJson>> {
    return successEnvelope({ document_id: await this.deleteDocument.execute(principal, id), deleted: true });
  }
}
