import { BadRequestException, CallHandler, createParamDecorator, ExecutionContext, Inject, Injectable, NestInterceptor, PayloadTooLargeException, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { FileInterceptor } from '@nestjs/platform-express';
import { DomainError } from '@gig/domain';
import express, { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { EMPTY, finalize, Observable } from 'rxjs';
import { closeAfterAnswer } from './close-after-answer';
import { ReleaseSlot, UPLOAD_SLOTS, UploadSlots } from './upload-slots';

/** The routes that take a file as their body (POST only): the JSON middleware leaves their PDF or form unread. */
const FILE_UPLOAD_PATHS = new Set(['/v1/documents', '/v1/documents/', '/v1/connect/documents', '/v1/connect/documents/']);
const PDF_BODY = /^application\/(pdf|octet-stream)\s*(;|$)/i;
const MULTIPART = /^multipart\/form-data\s*(;|$)/i;
/** A form's boundaries and text fields on top of its file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const FILE_UPLOAD_KEY = 'gig:file-upload';
const UPLOADED_FILE = Symbol('uploaded file');

export interface FileUploadSpec {
  readonly maxBytes: number;
  /** The text fields read from the query (a PDF body) or the form (a multipart body), by their wire names. */
  readonly fields: readonly string[];
  /** What the 413 says. */
  readonly tooLarge: string;
}

type UploadRequest = Request & { [UPLOADED_FILE]?: Buffer | null; file?: { buffer: Buffer } };

/** The route reads its body as a file (see FileUploadInterceptor). */
export const ReadsFileUpload = (spec: FileUploadSpec) => SetMetadata(FILE_UPLOAD_KEY, spec);

/** The uploaded file's bytes; null when none was sent. */
export const UploadedFileBytes = createParamDecorator((_: unknown, context: ExecutionContext): Buffer | null =>
  context.switchToHttp().getRequest<UploadRequest>()[UPLOADED_FILE] ?? null);

/** True for a file sent to a route that takes one: the JSON body checks let it through. */
export function sendsFile(req: Request): boolean {
  const type = req.headers['content-type'] ?? '';
  return req.method === 'POST' && FILE_UPLOAD_PATHS.has(req.path) && (PDF_BODY.test(type) || MULTIPART.test(type));
}

const FILE_PROBLEMS = /^(Unexpected file field|Too many files)/;
const ONE_FILE = 'The form carries one file, as its field `file`.';
const FORM_SHAPE = 'The form is not one this endpoint reads: the PDF as the field `file` of a well-formed multipart/form-data body, with at most 8 short text fields.';
const WHICH_BODY = 'Send the PDF as the body with Content-Type: application/pdf (the other fields in the query), or as the field `file` of a multipart/form-data form.';

/**
 * Reads the body of a route marked `@ReadsFileUpload`: after authentication and the rate limits, before the
 * idempotency check. The PDF itself (`application/pdf`, fields in the query) or a form (`multipart/form-data`, the
 * file as `file`); 413 past the limit, before reading when `content-length` says so, the connection then closed.
 * The body is read once one of the process's upload slots is free (`UploadSlots`: until then its bytes stay in the
 * socket), and the slot is held until the handler's answer is made, the bytes then dropped from the request; a refused
 * wait (503) closes the connection as a 413 does. The request's body becomes the text fields and the file's SHA-256
 * (what an Idempotency-Key's fingerprint covers), the bytes are the handler's through `@UploadedFileBytes()`.
 */
@Injectable()
export class FileUploadInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector, @Inject(UPLOAD_SLOTS) private readonly slots: UploadSlots) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const spec = this.reflector.get<FileUploadSpec | undefined>(FILE_UPLOAD_KEY, context.getHandler());
    if (!spec) return next.handle();
    const req = context.switchToHttp().getRequest<UploadRequest>();
    const res = context.switchToHttp().getResponse<Response>();
    const type = req.headers['content-type'] ?? '';
    const multipart = MULTIPART.test(type);
    if (!multipart && !PDF_BODY.test(type)) throw DomainError.badRequest(WHICH_BODY, [{ field: 'content-type', message: WHICH_BODY }]);
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > spec.maxBytes + (multipart ? FORM_OVERHEAD_BYTES : 0)) throw refuse(req, res, spec);
    const release = await this.slotFor(req, res);
    const done = () => {
      req[UPLOADED_FILE] = null;
      delete req.file;
      release();
    };
    try {
      const file = multipart ? await readForm(context, req, res, spec) : await readPdfBody(req, res, spec);
      const given = multipart && isRecord(req.body) ? { ...req.query, ...req.body } : req.query;
      const fields: Record<string, string | null> = {};
      for (const name of spec.fields) fields[name] = textField(given[name], name);
      req[UPLOADED_FILE] = file;
      req.body = { ...fields, file_sha256: file ? createHash('sha256').update(file).digest('hex') : null };
    } catch (error) {
      done();
      throw error;
    }
    return next.handle().pipe(finalize(done));
  }

  /** Waits for a slot; a client that goes away leaves the queue, a refusal closes the connection (its body unread). */
  private async slotFor(req: Request, res: Response): Promise<ReleaseSlot> {
    const abandoned = new AbortController();
    const leave = () => abandoned.abort();
    res.once('close', leave);
    try {
      return await this.slots.acquire(abandoned.signal);
    } catch (error) {
      closeAfterAnswer(req, res);
      throw error;
    } finally {
      res.off('close', leave);
    }
  }
}

function refuse(req: Request, res: Response, spec: FileUploadSpec): PayloadTooLargeException {
  closeAfterAnswer(req, res);
  return new PayloadTooLargeException(spec.tooLarge);
}

function readPdfBody(req: Request, res: Response, spec: FileUploadSpec): Promise<Buffer | null> {
  const read = express.raw({ type: () => true, limit: spec.maxBytes });
  return new Promise((resolve, reject) => {
    read(req, res, (error?: unknown) => {
      if ((error as { type?: string } | undefined)?.type === 'entity.too.large') return reject(refuse(req, res, spec));
      if (error) return reject(error);
      resolve(Buffer.isBuffer(req.body) && req.body.length > 0 ? req.body : null);
    });
  });
}

async function readForm(context: ExecutionContext, req: UploadRequest, res: Response, spec: FileUploadSpec): Promise<Buffer | null> {
  const Multipart = FileInterceptor('file', { limits: { fileSize: spec.maxBytes, files: 1, fields: 8, parts: 9, fieldSize: 1024 } });
  const multer = new Multipart();
  try {
    await multer.intercept(context, { handle: () => EMPTY });
  } catch (error) {
    if (error instanceof PayloadTooLargeException) throw refuse(req, res, spec);
    if (!(error instanceof BadRequestException)) throw error;
    const [field, message] = FILE_PROBLEMS.test(error.message) ? ['file', ONE_FILE] : ['body', FORM_SHAPE];
    throw DomainError.badRequest(message, [{ field, message }]);
  }
  return req.file?.buffer.length ? req.file.buffer : null;
}

function textField(value: unknown, name: string): string | null {
  if (value === undefined) return null;
  if (typeof value === 'string') return value;
  const message = `${name} must be given once, as text`;
  throw DomainError.badRequest(message, [{ field: name, message }]);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
