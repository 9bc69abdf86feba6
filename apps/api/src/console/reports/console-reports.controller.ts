import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ConsoleSession, GetReport, GetReportPdf, ListUserReports, RequestReport } from '@gig/domain';
import type { Response } from 'express';
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
@ApiExcludeController()
@Controller('console/api')
@UseGuards(ConsoleSessionGuard)
export class ConsoleReportsController {
  constructor(
    @Inject(ListUserReports) private readonly listUserReports: ListUserReports,
    @Inject(RequestReport) private readonly requestReport: RequestReport,
    @Inject(GetReport) private readonly getReport: GetReport,
    @Inject(GetReportPdf) private readonly getReportPdf: GetReportPdf,
  ) {}

  /** Exactly GET /v1/users/{user_id}/reports. */
  @Get('users/:user_id/reports')
  async list(@Param('user_id') userId: string, @Query() query: ConsolePageQueryDto, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<ReportPageJson>> {
    return successEnvelope(presentReportPage(await this.listUserReports.execute(consolePrincipal(session), userId, consolePageOf(query))));
  }

  /** POST /v1/reports for this user: 202 with the report `generating`. */
  @Post('users/:user_id/reports')
  @HttpCode(202)
  async generate(@Param('user_id') userId: string, @Body() body: ConsoleReportRequestDto, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<ReportJson>> {
    return successEnvelope(presentReport(await this.requestReport.execute(consolePrincipal(session), consoleReportInput(userId, body))));
  }

  @Get('reports/:report_id')
  async get(@Param('report_id') reportId: string, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<ReportJson>> {
    return successEnvelope(presentReport(await this.getReport.execute(consolePrincipal(session), reportId)));
  }

  /** The same bytes and headers as GET /v1/reports/{report_id}/pdf (an attachment; 202 while generating). */
  @Get('reports/:report_id/pdf')
  async pdf(@Param('report_id') reportId: string, @CurrentConsoleSession() session: ConsoleSession, @Res() res: Response): Promise<void> {
    sendReportPdf(res, await this.getReportPdf.execute(consolePrincipal(session), reportId));
  }
}
