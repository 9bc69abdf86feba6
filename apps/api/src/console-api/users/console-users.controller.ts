import { Controller, Get, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { AggregateEarnings, assertAccess, ConsoleSession, ListPlatforms, ListUserAccounts, SearchUsers } from '@gig/domain';
import type { Response } from 'express';
import { presentAggregatedEarnings } from '../../public-api/earnings/aggregated-earnings.presenter';
import { AggregatedEarningsEnvelopeDto } from '../../public-api/earnings/dto/aggregated-earnings.response';
import { ApiErrorResponses } from '../../platform/docs/api-error-responses.decorator';
import { CONSOLE_SESSION } from '../../platform/docs/api-access.decorator';
import { FOUND, SIGNED_IN } from '../console-operation-errors';
import { UserDetailEnvelopeDto, UserRowPageEnvelopeDto } from './console-user.responses';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { sendJson } from '../../platform/http/send-json';
import { ConsoleSessionGuard } from '../auth/console-session.guard';
import { consolePrincipal, CurrentConsoleSession } from '../auth/console-session.decorator';
import { ConsolePageJson, presentConsolePage } from '../console-page.presenter';
import { consolePageOf } from '../console-page.query';
import { presentUserDetail, presentUserRow, UserDetailJson, UserRowJson } from './console-user.presenter';
import { ConsoleUserEarningsQueryDto, ConsoleUsersQueryDto, userEarningsQuery, userSearchText } from './console-users.query';

@ApiTags('users')
@Controller('console/api/users')
@UseGuards(ConsoleSessionGuard)
@ApiSecurity(CONSOLE_SESSION)
export class ConsoleUsersController {
  constructor(
    @Inject(SearchUsers) private readonly searchUsers: SearchUsers,
    @Inject(ListUserAccounts) private readonly listUserAccounts: ListUserAccounts,
    @Inject(AggregateEarnings) private readonly aggregateEarnings: AggregateEarnings,
    @Inject(ListPlatforms) private readonly listPlatforms: ListPlatforms,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'listUsers', summary: 'The company’s users', description: 'Newest first; `query`: a user id or the start of an `external_id`.' })
  @ApiOkResponse({ type: UserRowPageEnvelopeDto })
  @ApiErrorResponses(...SIGNED_IN)
  async list(@Query() query: ConsoleUsersQueryDto, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<ConsolePageJson<UserRowJson>>> {
    const principal = consolePrincipal(session);
    assertAccess(principal, 'read');
    const result = await this.searchUsers.execute(principal, userSearchText(query.query), consolePageOf(query));
    return successEnvelope(presentConsolePage(result, presentUserRow));
  }

  @Get(':user_id')
  @ApiOperation({ operationId: 'getUser', summary: 'A user and its accounts', description: 'The user as GET /v1/users/{user_id} answers it, and its accounts.' })
  @ApiOkResponse({ type: UserDetailEnvelopeDto })
  @ApiErrorResponses(...SIGNED_IN, ...FOUND)
  async get(@Param('user_id') userId: string, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<UserDetailJson>> {
    return successEnvelope(presentUserDetail(await this.listUserAccounts.execute(consolePrincipal(session), userId), this.listPlatforms.execute()));
  }

  /** Exactly what POST /v1/users/earnings/aggregated answers for `{user_id, start_date, end_date, options: {details: true}}`: same checks, use case and presenter. */
  @Get(':user_id/earnings')
  @ApiOperation({ operationId: 'getUserEarnings', summary: 'A user’s earnings', description: 'What POST /v1/users/earnings/aggregated answers with `details: true`.' })
  @ApiOkResponse({ type: AggregatedEarningsEnvelopeDto })
  @ApiErrorResponses(...SIGNED_IN, ...FOUND, 'USER_NOT_FOUND', 'forbidden_error', 'read_permissions_disabled')
  async earnings(
    @Param('user_id') userId: string,
    @Query() query: ConsoleUserEarningsQueryDto,
    @CurrentConsoleSession() session: ConsoleSession,
    @Res() res: Response,
  ): Promise<void> {
    const principal = consolePrincipal(session);
    assertAccess(principal, 'read');
    const result = await this.aggregateEarnings.execute(userEarningsQuery(principal.company.id, userId, query));
    sendJson(res, 200, JSON.stringify(successEnvelope(presentAggregatedEarnings(result))));
  }
}
