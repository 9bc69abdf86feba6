import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ListUserReports, Principal } from '@gig/domain';
import { PageQueryDto } from '../accounts/dto/account.requests';
import { ApiKeyGuard } from '../../platform/auth/api-key.guard';
import { CurrentPrincipal, RequiresAccess } from '../../platform/auth/requires-access.decorator';
import { ApiKeys } from '../../platform/docs/api-access.decorator';
import { ApiErrorResponses } from '../../platform/docs/api-error-responses.decorator';
import { READ } from '../../platform/docs/operation-errors';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { ReportPageEnvelopeDto } from './dto/report.responses';
import { presentReportPage, ReportPageJson } from './report.presenter';

@ApiTags('reports')
@Controller('v1/users')
@UseGuards(ApiKeyGuard)
export class UserReportsController {
  constructor(@Inject(ListUserReports) private readonly listUserReports: ListUserReports) {}

  @Get(':user_id/reports')
  @RequiresAccess('read')
  @ApiKeys('private')
  @ApiOperation({ operationId: 'listUserReports', summary: 'List a user’s reports', description: 'The user’s reports, newest first, a page at a time.' })
  @ApiOkResponse({ type: ReportPageEnvelopeDto })
  @ApiErrorResponses(...READ, 'bad_request', 'USER_NOT_FOUND')
  async list(@Param('user_id') userId: string, @Query() query: PageQueryDto, @CurrentPrincipal() principal: Principal): Promise<Envelope<ReportPageJson>> {
    return successEnvelope(presentReportPage(await this.listUserReports.execute(principal, userId, { page: query.page, itemsPerPage: query.items_per_page })));
  }
}
