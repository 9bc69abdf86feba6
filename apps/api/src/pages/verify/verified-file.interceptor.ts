import { BadRequestException, CallHandler, ExecutionContext, Injectable, PayloadTooLargeException } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { DomainError, MAX_VERIFIED_FILE_BYTES } from '@gig/domain';
import type { Observable } from 'rxjs';
import { tooLarge } from './verification-upload.middleware';

/** Multer's parts are counted too, so that a form of many small fields costs no more than one file. */
const Multipart = FileInterceptor('file', { limits: { fileSize: MAX_VERIFIED_FILE_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 } });

/** Multer's refusals of a file part (another field's file, a second file), by the start of their message. */
const FILE_PROBLEMS = /^(Unexpected file field|Too many files)/;
const ONE_FILE = 'The form carries one file, as its field `file`.';
const FORM_SHAPE = 'The form is not one this endpoint reads: the PDF as the field `file` of a well-formed multipart/form-data body, with at most 5 short text fields.';

/**
 * A form's file, with the same 413 message as a PDF body's (Multer's own says only "File too large"); Multer's other
 * refusals are `bad_request` listing the part at fault in `errors`, like every other, and never echo the form's
 * field names or content (Multer's messages end with the offending field's name).
 */
@Injectable()
export class VerifiedFileInterceptor extends Multipart {
  override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await super.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw tooLarge();
      if (!(error instanceof BadRequestException)) throw error;
      const [field, message] = FILE_PROBLEMS.test(error.message) ? ['file', ONE_FILE] : ['body', FORM_SHAPE];
      throw DomainError.badRequest(message, [{ field, message }]);
    }
  }
}
