import { Body, Delete, Get, Param, Post, Res } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { DeleteReport, GetReport, GetReportPdf, Principal, RequestReport } from '@gig/domain';
import type { Response } from 'express';
import { CurrentPrincipal } from '../../platform/auth/requires-access.decorator';
import { ApiKeys } from '../../platform/docs/api-access.decorator';
import { JSON_BODY, MANAGE, READ } from '../../platform/docs/operation-errors';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { sendJson } from '../../platform/http/send-json';
import { DeletedReportEnvelopeDto, ReportEnvelopeDto } from './dto/report.responses';
import { RequestReportDto } from './dto/report.requests';
import { RequestBody } from '../../platform/docs/request-body.decorator';
import { DeletedReportJson, presentReport, ReportJson } from './report.presenter';
import { sendReportPdf } from './report-pdf.response';
import { Operation } from '../../platform/docs/operation.decorator';
import { PublicApi } from '../../platform/docs/public-api.decorator';

@PublicApi('v1/reports', 'reports')
@ApiKeys('private')
export class ReportsController {
  constructor(
    private readonly requestReport: RequestReport,
    private readonly getReport: GetReport,
    private readonly getReportPdf: GetReportPdf,
    private readonly deleteReport: DeleteReport,
  ) {}

  @Operation(Post(), {
    status: 202, access: 'read',
    id: 'requestReport',
    summary: 'Ask for an income insights report',
    description: 'Starts an immutable report of the user’s income over the window (default: the 365 days to today, UTC): the aggregated ' +
      'read with details and the institutes’ employment, computed as /docs/income-insights defines, with a signed PDF. ' +
      'Answers `generating` at once; follow `GET /v1/reports/{report_id}` or the `report.ready` / `report.failed` events. ' +
      'The window is checked as `POST /v1/users/earnings/aggregated` checks it. At most 20 reports per user and UTC day ' +
      '(`too_many_requests` with `retry-after`: the seconds to the next UTC midnight).',
    accepted: { type: ReportEnvelopeDto }, errors: [...READ, ...JSON_BODY, 'USER_NOT_FOUND'],
  })
  @RequestBody(RequestReportDto, { example: { external_id: 'demo-worker-1', language: 'en' } })
  async request(@Body() body: RequestReportDto, @CurrentPrincipal() principal: Principal): Promise<Envelope<ReportJson>> {
    const report = await this.requestReport.execute(principal, {
      userId: body.user_id, externalId: body.external_id, startDate: body.start_date, endDate: body.end_date, language: body.language,
    });
    return successEnvelope(presentReport(report));
  }

  @Operation(Get(':report_id'), {
    access: 'read',
    id: 'getReport',
    summary: 'Get a report',
    description: '`insights` is null until the report is computed; once it is, it never changes (`data_sha256` covers it). ' +
      'Another company’s report, a deleted one and an expired one are as absent as a missing one.',
    ok: { type: ReportEnvelopeDto }, errors: [...READ, 'not_found_error'],
  })
  async get(@Param('report_id') id: string, @CurrentPrincipal() principal: Principal, @Res() res: Response): Promise<void> {
    sendJson(res, 200, JSON.stringify(successEnvelope(presentReport(await this.getReport.execute(principal, id)))));
  }

  @Operation(Get(':report_id/pdf'), {
    access: 'read',
    id: 'getReportPdf',
    summary: 'Download a report’s signed PDF',
    description: 'The same bytes every time (`pdf_sha256`, also the ETag): a PDF/A-3b signed by this service, with the report’s JSON ' +
      'attached as `insights.json`. While the report is still being made: 202 with the report and `retry-after: 1`. ' +
      'When the PDF could not be made: 503 `unable_to_generate_insights_pdf` (the report’s JSON is still in `GET /v1/reports/{report_id}`).',
    accepted: {
      type: ReportEnvelopeDto,
      description: 'Still being made: ask again after `retry-after` seconds.',
      headers: { 'retry-after': { description: 'Seconds to wait before asking again (1).', schema: { type: 'integer', minimum: 0 } } },
    },
    errors: [...READ, 'not_found_error', 'unable_to_generate_insights_pdf'],
  })
  @ApiResponse({
    status: 200,
    description: 'The PDF, as an attachment named `income-report-{report_id}.pdf`.',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    headers: {
      'content-disposition': { description: '`attachment; filename="income-report-{report_id}.pdf"`', schema: { type: 'string' } },
      etag: { description: 'The quoted `pdf_sha256`.', schema: { type: 'string' } },
    },
  })
  async pdf(@Param('report_id') id: string, @CurrentPrincipal() principal: Principal, @Res() res: Response): Promise<void> {
    sendReportPdf(res, await this.getReportPdf.execute(principal, id));
  }

  @Operation(Delete(':report_id'), {
    status: 200, access: 'manage',
    id: 'deleteReport',
    summary: 'Delete a report',
    description: 'Deletes the report, its JSON and its PDF; `GET /verify/{report_id}` then says `revoked` to whoever holds the PDF.',
    ok: { type: DeletedReportEnvelopeDto }, errors: [...MANAGE, 'not_found_error'],
  })
  async remove(@Param('report_id') id: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<DeletedReportJson>> {
    return successEnvelope({ report_id: await this.deleteReport.execute(principal, id), deleted: true });
  }
}
