import { Get, Query } from '@nestjs/common';
import { assertAccess, Principal, SearchUsers } from '@gig/domain';
import { SIGNED_IN } from '../console-operation-errors';
import { UserRowPageEnvelopeDto } from './console-user.responses';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { CurrentPrincipal } from '../../platform/auth/requires-access.decorator';
import { ConsolePageJson, presentConsolePage } from '../console-page.presenter';
import { consolePageOf } from '../console-page.query';
import { presentUserRow, UserRowJson } from './console-user.presenter';
import { ConsoleUsersQueryDto, userSearchText } from './console-users.query';
import { Operation } from '../../platform/docs/operation.decorator';
import { ConsoleApi } from '../console-api.decorator';

/** The company's users, searched and paged; a user, its accounts and its earnings are `/v1`'s. */
@ConsoleApi('console/api/users', 'users')
export class ConsoleUsersController {
  constructor(private readonly searchUsers: SearchUsers) {}

  @Operation(Get(), {
    id: 'listUsers', summary: 'The company’s users', description: 'Newest first; `query`: a user id or the start of an `external_id`.',
    ok: { type: UserRowPageEnvelopeDto }, errors: SIGNED_IN,
  })
  async list(@Query() query: ConsoleUsersQueryDto, @CurrentPrincipal() principal: Principal): Promise<Envelope<ConsolePageJson<UserRowJson>>> {
    assertAccess(principal, 'read');
    const result = await this.searchUsers.execute(principal, userSearchText(query.query), consolePageOf(query));
    return successEnvelope(presentConsolePage(result, presentUserRow));
  }
}
