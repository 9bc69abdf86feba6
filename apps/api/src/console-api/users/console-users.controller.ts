import { Get, Param, Query, Res } from '@nestjs/common';
import { AggregateEarnings, assertAccess, ListPlatforms, ListUserAccounts, Principal, SearchUsers } from '@gig/domain';
import type { Response } from 'express';
import { presentAggregatedEarnings } from '../../public-api/earnings/aggregated-earnings.presenter';
import { AggregatedEarningsEnvelopeDto } from '../../public-api/earnings/dto/aggregated-earnings.response';
import { FOUND, SIGNED_IN } from '../console-operation-errors';
import { UserDetailEnvelopeDto, UserRowPageEnvelopeDto } from './console-user.responses';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { sendJson } from '../../platform/http/send-json';
import { CurrentPrincipal } from '../../platform/auth/requires-access.decorator';
import { ConsolePageJson, presentConsolePage } from '../console-page.presenter';
import { consolePageOf } from '../console-page.query';
import { presentUserDetail, presentUserRow, UserDetailJson, UserRowJson } from './console-user.presenter';
import { ConsoleUserEarningsQueryDto, ConsoleUsersQueryDto, userEarningsQuery, userSearchText } from './console-users.query';
import { Operation } from '../../platform/docs/operation.decorator';
import { ConsoleApi } from '../console-api.decorator';

@ConsoleApi('console/api/users', 'users')
export class ConsoleUsersController {
  constructor(
    private readonly searchUsers: SearchUsers,
    private readonly listUserAccounts: ListUserAccounts,
    private readonly aggregateEarnings: AggregateEarnings,
    private readonly listPlatforms: ListPlatforms,
  ) {}

  @Operation(Get(), {
    id: 'listUsers', summary: 'The company’s users', description: 'Newest first; `query`: a user id or the start of an `external_id`.',
    ok: { type: UserRowPageEnvelopeDto }, errors: SIGNED_IN,
  })
  async list(@Query() query: ConsoleUsersQueryDto, @CurrentPrincipal() principal: Principal): Promise<Envelope<ConsolePageJson<UserRowJson>>> {
    assertAccess(principal, 'read');
    const result = await this.searchUsers.execute(principal, userSearchText(query.query), consolePageOf(query));
    return successEnvelope(presentConsolePage(result, presentUserRow));
  }

  @Operation(Get(':user_id'), {
    id: 'getUser', summary: 'A user and its accounts', description: 'The user as GET /v1/users/{user_id} answers it, and its accounts.',
    ok: { type: UserDetailEnvelopeDto }, errors: [...SIGNED_IN, ...FOUND],
  })
  async get(@Param('user_id') userId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<UserDetailJson>> {
    return successEnvelope(presentUserDetail(await this.listUserAccounts.execute(principal, userId), this.listPlatforms.execute()));
  }

  /** Exactly what POST /v1/users/earnings/aggregated answers for `{user_id, start_date, end_date, options: {details: true}}`: same checks, use case and presenter. */
  @Operation(Get(':user_id/earnings'), {
    id: 'getUserEarnings', summary: 'A user’s earnings', description: 'What POST /v1/users/earnings/aggregated answers with `details: true`.',
    ok: { type: AggregatedEarningsEnvelopeDto }, errors: [...SIGNED_IN, ...FOUND, 'USER_NOT_FOUND', 'forbidden_error', 'read_permissions_disabled'],
  })
  async earnings(
    @Param('user_id') userId: string,
    @Query() query: ConsoleUserEarningsQueryDto,
    @CurrentPrincipal() principal: Principal,
    @Res() res: Response,
  ): Promise<void> {
    assertAccess(principal, 'read');
    const result = await this.aggregateEarnings.execute(userEarningsQuery(principal.company.id, userId, query));
    sendJson(res, 200, JSON.stringify(successEnvelope(presentAggregatedEarnings(result))));
  }
}
