import { PayloadTooLargeException } from '@nestjs/common';
import { DomainError, MAX_VERIFIED_FILE_BYTES } from '@gig/domain';
import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import { closeAfterAnswer } from '../../platform/http/close-after-answer';
import type { VerificationLimit } from '../../platform/http/rate-limits/verification-limit';
import { markFileBody } from '../../platform/http/file-body';

const PDF_BODY = /^application\/(pdf|octet-stream)\s*(;|$)/i;
const MULTIPART = /^multipart\/form-data\s*(;|$)/i;
/** The route `POST /verify` answers at, with or without Express's optional trailing slash. */
const UPLOAD_PATHS = new Set(['/verify', '/verify/']);

const readPdf = express.raw({ type: (req) => PDF_BODY.test(req.headers['content-type'] ?? ''), limit: MAX_VERIFIED_FILE_BYTES });

/** 413 `payload_too_large` (the HTTP layer's own code: the spec's catalogue has none for it). */
export const tooLarge = () => new PayloadTooLargeException('The file is larger than 5 MB; a report’s PDF is much smaller.');

/**
 * `POST /verify` takes a file, the one body that is not JSON: the PDF itself (`application/pdf`, read here,
 * at most 5 MB: 413 `payload_too_large` past it, before reading more when `content-length` says so), or an HTML
 * form's `multipart/form-data` (parsed by the route's `FileInterceptor`, with the same limit). Anything else is
 * a `bad_request` naming the two ways. The upload is counted against its address before a byte of it is read:
 * a refused one is answered at once and its connection closed after the answer, its body never read.
 */
export function readVerificationUpload(limit: VerificationLimit): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'POST' || !UPLOAD_PATHS.has(req.path)) return next();
    limit.count(req, res).then(
      () => readUpload(req, res, next),
      (refusal: unknown) => {
        closeAfterAnswer(req, res);
        next(refusal);
      },
    );
  };
}

function readUpload(req: Request, res: Response, next: NextFunction): void {
  const type = req.headers['content-type'] ?? '';
  if (MULTIPART.test(type)) return mark(req, next);
  if (PDF_BODY.test(type)) {
    return readPdf(req, res, (error?: unknown) => {
      if ((error as { type?: string } | undefined)?.type === 'entity.too.large') return next(tooLarge());
      if (error) return next(error);
      mark(req, next);
    });
  }
  const message = 'Send the PDF as the body with Content-Type: application/pdf, or as the field `file` of a multipart/form-data form.';
  next(DomainError.badRequest(message, [{ field: 'content-type', message }]));
}

function mark(req: Request, next: NextFunction): void {
  markFileBody(req);
  next();
}
