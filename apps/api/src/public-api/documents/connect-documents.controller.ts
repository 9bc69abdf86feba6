import { Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ApiBody, ApiConsumes, ApiQuery } from '@nestjs/swagger';
import { MAX_DOCUMENT_BYTES, Principal, UploadDocument } from '@gig/domain';
import { CurrentPrincipal } from '../../platform/auth/requires-access.decorator';
import { CONNECT } from '../../platform/docs/operation-errors';
import { Operation } from '../../platform/docs/operation.decorator';
import { PublicApi } from '../../platform/docs/public-api.decorator';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { ReadsFileUpload, UploadedFileBytes } from '../../platform/http/file-upload.interceptor';
import { WorkerDocumentEnvelopeDto } from './dto/worker-document.responses';
import { presentWorkerDocument, WorkerDocumentJson } from './worker-document.presenter';

const WORKER_UPLOAD_FIELDS = ['user_id', 'type'] as const;

/** The worker sends their constancia from the widget: a public key, or a connect token for its own user. */
@PublicApi('v1/connect/documents', 'connect')
export class ConnectDocumentsController {
  constructor(private readonly uploadDocument: UploadDocument) {}

  @Operation(Post(), {
    status: 201, access: 'connect', keys: 'any', connectToken: true,
    id: 'uploadMyDocument',
    summary: 'The worker uploads their IMSS constancia from the widget',
    description: 'As `POST /v1/documents` (the PDF as the body with the fields in the query, or a `multipart/form-data` form; at most 5 MB), ' +
      'stored with `uploaded_by: "worker"` and fed to the user’s `imss` account the same way. The answer is what the worker may see: the ' +
      'name, the NSS masked but its last 4 digits, the weeks and the employers; never the CURP, the salaries or the risk (the lender reads ' +
      'those with `GET /v1/documents/{document_id}`). The per-address limits of a public key apply, and the same upload slots (503 ' +
      '`service_unavailable` with `retry-after` when too many uploads wait).',
    created: { type: WorkerDocumentEnvelopeDto }, errors: [...CONNECT, 'USER_NOT_FOUND', 'payload_too_large'],
  })
  @ReadsFileUpload({ maxBytes: MAX_DOCUMENT_BYTES, fields: WORKER_UPLOAD_FIELDS, tooLarge: 'The file is larger than 5 MB.' })
  @ApiConsumes('application/pdf', 'multipart/form-data')
  @ApiBody({ schema: { type: 'string', format: 'binary' }, description: 'The PDF as the body, or as the part `file` of a form with `user_id` and `type`.' })
  @ApiQuery({ name: 'user_id', required: true, type: String, description: 'The worker (a connect token’s own user).' })
  @ApiQuery({ name: 'type', required: true, enum: ['imss_constancia'] })
  async upload(@UploadedFileBytes() file: Buffer | null, @CurrentPrincipal() principal: Principal, @Req() req: Request): Promise<Envelope<WorkerDocumentJson>> {
    const fields = req.body as Record<(typeof WORKER_UPLOAD_FIELDS)[number], string | null>;
    const document = await this.uploadDocument.execute(principal, { userId: fields.user_id, type: fields.type, file }, 'worker');
    return successEnvelope(presentWorkerDocument(document));
  }
}
