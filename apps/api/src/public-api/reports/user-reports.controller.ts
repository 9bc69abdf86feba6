import { Get, Param, Query } from '@nestjs/common';
import { ListUserReports, Principal } from '@gig/domain';
import { PageQueryDto } from '../accounts/dto/account.requests';
import { CurrentPrincipal } from '../../platform/auth/requires-access.decorator';
import { READ } from '../../platform/docs/operation-errors';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { ReportPageEnvelopeDto } from './dto/report.responses';
import { presentReportPage, ReportPageJson } from './report.presenter';
import { Operation } from '../../platform/docs/operation.decorator';
import { PublicApi } from '../../platform/docs/public-api.decorator';

@PublicApi('v1/users', 'reports')
export class UserReportsController {
  constructor(private readonly listUserReports: ListUserReports) {}

  @Operation(Get(':user_id/reports'), {
    access: 'read', keys: 'private',
    id: 'listUserReports', summary: 'List a user’s reports', description: 'The user’s reports, newest first, a page at a time.',
    ok: { type: ReportPageEnvelopeDto }, errors: [...READ, 'bad_request', 'USER_NOT_FOUND'],
  })
  async list(@Param('user_id') userId: string, @Query() query: PageQueryDto, @CurrentPrincipal() principal: Principal): Promise<Envelope<ReportPageJson>> {
    return successEnvelope(presentReportPage(await this.listUserReports.execute(principal, userId, { page: query.page, itemsPerPage: query.items_per_page })));
  }
}
