import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { ConsoleSession, GetReport, GetReportPdf, ListUserReports, RequestReport } from '@gig/domain';
import type { Response } from 'express';
import { ApiErrorResponses } from '../../docs/api-error-responses.decorator';
import { CONSOLE_SESSION } from '../../docs/api-access.decorator';
import { ReportEnvelopeDto, ReportPageEnvelopeDto } from '../../reports/dto/report.responses';
import { FOUND, GUARDED, SIGNED_IN } from '../console-operation-errors';
import { Envelope, successEnvelope } from '../../http/envelope';
import { presentReport, presentReportPage, ReportJson, ReportPageJson } from '../../reports/report.presenter';
import { sendReportPdf } from '../../reports/report-pdf.response';
import { ConsoleSessionGuard } from '../auth/console-session.guard';
import { consolePrincipal, CurrentConsoleSession } from '../auth/console-session.decorator';
import { consolePageOf, ConsolePageQueryDto } from '../console-page.query';
import { ConsoleReportRequestDto, consoleReportInput } from './console-reports.requests';

/**
 * A user's income reports for a signed-in member: the /v1 report use cases and presenter with the member
 * as a private key of its company. Reads for every member; generating writes, so admins only (the guard's rule).
 */
@ApiTags('reports')
@Controller('console/api')
@UseGuards(ConsoleSessionGuard)
@ApiSecurity(CONSOLE_SESSION)
export class ConsoleReportsController {
  constructor(
    @Inject(ListUserReports) private readonly listUserReports: ListUserReports,
    @Inject(RequestReport) private readonly requestReport: RequestReport,
    @Inject(GetReport) private readonly getReport: GetReport,
    @Inject(GetReportPdf) private readonly getReportPdf: GetReportPdf,
  ) {}

  /** Exactly GET /v1/users/{user_id}/reports. */
  @Get('users/:user_id/reports')
  @ApiOperation({ operationId: 'listUserReports', summary: 'A user’s reports', description: 'As GET /v1/users/{user_id}/reports.' })
  @ApiOkResponse({ type: ReportPageEnvelopeDto })
  @ApiErrorResponses(...SIGNED_IN, ...FOUND)
  async list(@Param('user_id') userId: string, @Query() query: ConsolePageQueryDto, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<ReportPageJson>> {
    return successEnvelope(presentReportPage(await this.listUserReports.execute(consolePrincipal(session), userId, consolePageOf(query))));
  }

  /** POST /v1/reports for this user: 202 with the report `generating`. */
  @Post('users/:user_id/reports')
  @HttpCode(202)
  @ApiOperation({ operationId: 'requestReport', summary: 'Generate a report', description: 'As POST /v1/reports for this user: 202 with the report `generating`.' })
  @ApiAcceptedResponse({ type: ReportEnvelopeDto })
  @ApiErrorResponses(...GUARDED, ...FOUND)
  async generate(@Param('user_id') userId: string, @Body() body: ConsoleReportRequestDto, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<ReportJson>> {
    return successEnvelope(presentReport(await this.requestReport.execute(consolePrincipal(session), consoleReportInput(userId, body))));
  }

  @Get('reports/:report_id')
  @ApiOperation({ operationId: 'getReport', summary: 'A report', description: 'As GET /v1/reports/{report_id}.' })
  @ApiOkResponse({ type: ReportEnvelopeDto })
  @ApiErrorResponses(...SIGNED_IN, ...FOUND)
  async get(@Param('report_id') reportId: string, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<ReportJson>> {
    return successEnvelope(presentReport(await this.getReport.execute(consolePrincipal(session), reportId)));
  }

  /** The same bytes and headers as GET /v1/reports/{report_id}/pdf (an attachment; 202 while generating). */
  @Get('reports/:report_id/pdf')
  @ApiOperation({ operationId: 'getReportPdf', summary: 'A report’s signed PDF', description: 'As GET /v1/reports/{report_id}/pdf: an attachment; 202 with the report while it is being made.' })
  @ApiResponse({
    status: 200,
    description: 'The PDF, as an attachment named `income-report-{report_id}.pdf`.',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiAcceptedResponse({ type: ReportEnvelopeDto, description: 'Still being made: ask again after `retry-after` seconds.' })
  @ApiErrorResponses(...SIGNED_IN, ...FOUND, 'unable_to_generate_insights_pdf')
  async pdf(@Param('report_id') reportId: string, @CurrentConsoleSession() session: ConsoleSession, @Res() res: Response): Promise<void> {
    sendReportPdf(res, await this.getReportPdf.execute(consolePrincipal(session), reportId));
  }
}
