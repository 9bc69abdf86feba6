import { Controller, Get, Param, Post, Query, Req, Res, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiExtraModels, ApiOkResponse, ApiParam, ApiQuery, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { DomainError, VerifyReport, VerifyReportFile } from '@gig/domain';
import type { Request, Response } from 'express';
import { ANY_REQUEST } from '../../platform/docs/operation-errors';
import { successEnvelope } from '../../platform/http/envelope';
import { FileVerificationEnvelopeDto, ReportVerificationEnvelopeDto } from './dto/verification.responses';
import { VerificationLimitGuard } from './verification-limit.guard';
import { VerifiedFileInterceptor } from './verified-file.interceptor';
import { fileVerificationPage, reportNotFoundPage, VERIFICATION_PAGE_CSP, verificationPage } from './verification.page';
import { pageLanguage } from './verification-page.text';
import { presentFileVerification, presentVerification } from './verification.presenter';
import { Operation } from '../../platform/docs/operation.decorator';

/** The envelope for a program, a page for a browser (the conformance checks the envelope; a page is only text). */
const jsonOrPage = (dto: new () => unknown, description: string) => ApiOkResponse({
  description,
  content: { 'application/json': { schema: { $ref: getSchemaPath(dto) } }, 'text/html': { schema: { type: 'string', description: 'The page.' } } },
});

const VERIFY_ERRORS = [...ANY_REQUEST, 'too_many_requests', 'service_unavailable'] as const;
const LANG = { name: 'lang', required: false, enum: ['es', 'en'], description: 'The page’s language; else the first of es/en in `Accept-Language`, else es.' };

/**
 * The report verification for whoever holds a report's PDF: no key, no personal data (never the user, nor
 * the external id), counted per client address. Pages for a browser, the envelope for a program.
 */
@ApiTags('verification')
@ApiExtraModels(ReportVerificationEnvelopeDto, FileVerificationEnvelopeDto)
@Controller('verify')
@UseGuards(VerificationLimitGuard)
export class VerifyController {
  constructor(
    private readonly verifyReport: VerifyReport,
    private readonly verifyReportFile: VerifyReportFile,
  ) {}

  @Operation(Get(':report_id'), {
    id: 'verifyReport',
    summary: 'Verify a report by its id (the page the PDF’s QR code opens)',
    description:
      'Needs no key. An HTML page by default (issuer, issue time, window, status, both SHA-256, and a form to check a file); ' +
      'the envelope below with `format=json` or `Accept: application/json`. No personal data. `404 not_found_error` for an id ' +
      'no report was issued with (a malformed one too). Counted per client address (VERIFY_LIMIT_PER_MINUTE).',
    errors: [...VERIFY_ERRORS, 'not_found_error'],
    pageErrors: [404, 422, 429],
  })
  @ApiParam({ name: 'report_id', description: 'As printed on the PDF.' })
  @ApiQuery({ name: 'format', required: false, enum: ['json', 'html'] })
  @ApiQuery(LANG)
  @jsonOrPage(ReportVerificationEnvelopeDto, 'The report as anyone holding its PDF may see it (its page for a browser).')
  async show(@Param('report_id') reportId: string, @Query('format') format: unknown, @Query('lang') lang: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    const verification = await this.verifyReport.execute(reportId);
    if (format === 'json' || (format !== 'html' && req.accepts(['html', 'json']) === 'json')) {
      if (!verification) throw new DomainError('not_found_error', 'No report was issued with this id.');
      return void res.json(successEnvelope(presentVerification(verification)));
    }
    const language = pageLanguage(lang, req.headers['accept-language']);
    res.setHeader('Content-Security-Policy', VERIFICATION_PAGE_CSP);
    if (!verification) return void res.status(404).type('html').send(reportNotFoundPage(language));
    res.type('html').send(verificationPage(language, verification));
  }

  @Operation(Post(), {
    status: 200,
    id: 'verifyReportFile',
    summary: 'Check whether a file is an issued report’s PDF',
    description:
      'Needs no key. The body is the file, at most 5 MB: the PDF itself (`application/pdf`) or an HTML form’s `multipart/form-data` ' +
      'with the field `file`. Answers whether its bytes are exactly those of an issued report’s PDF (by SHA-256), and that report’s ' +
      'status (a revoked or expired report is still recognised); never whose report it is. The file is not kept. A browser ' +
      '(`Accept: text/html` first) gets the result page. Counted per client address (VERIFY_LIMIT_PER_MINUTE).',
    errors: [...VERIFY_ERRORS, 'payload_too_large'],
  })
  @UseInterceptors(VerifiedFileInterceptor)
  @ApiConsumes('application/pdf', 'multipart/form-data')
  @ApiBody({
    schema: { type: 'string', format: 'binary' },
    description: '`application/pdf`: the file as the body; `multipart/form-data`: the file as the part `file`.',
  })
  @ApiQuery(LANG)
  @jsonOrPage(FileVerificationEnvelopeDto, 'Whether the file is an issued report’s PDF (`issued`), and that report (the result page for a browser).')
  async check(@UploadedFile() file: { buffer: Buffer } | undefined, @Query('lang') lang: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    const bytes = file?.buffer ?? (Buffer.isBuffer(req.body) ? req.body : null);
    if (!bytes) {
      const message = 'No file: send the PDF as the body (application/pdf) or as the field `file` of a multipart/form-data form.';
      throw DomainError.badRequest(message, [{ field: 'file', message }]);
    }
    const verification = await this.verifyReportFile.execute(bytes);
    if (req.accepts(['json', 'html']) === 'html') {
      res.setHeader('Content-Security-Policy', VERIFICATION_PAGE_CSP);
      return void res.type('html').send(fileVerificationPage(pageLanguage(lang, req.headers['accept-language']), verification.sha256, verification.report));
    }
    res.json(successEnvelope(presentFileVerification(verification)));
  }
}
