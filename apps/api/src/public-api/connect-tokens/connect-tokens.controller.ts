import { Body, Controller, Get, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetConnectSession, IssueConnectToken, Principal } from '@gig/domain';
import { AcceptsConnectToken } from '../../platform/auth/accepts-connect-token.decorator';
import { ApiKeyGuard } from '../../platform/auth/api-key.guard';
import { CurrentPrincipal, RequiresAccess } from '../../platform/auth/requires-access.decorator';
import { ApiKeys } from '../../platform/docs/api-access.decorator';
import { ApiErrorResponses } from '../../platform/docs/api-error-responses.decorator';
import { CONNECT, JSON_BODY, MANAGE } from '../../platform/docs/operation-errors';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { ConnectSessionJson, ConnectTokenJson, presentConnectSession, presentConnectToken } from './connect-token.presenter';
import { IssueConnectTokenRequestDto } from './dto/connect-token.request';
import { ConnectSessionEnvelopeDto, ConnectTokenEnvelopeDto } from './dto/connect-token.responses';

/** Connect tokens: issued to a lender's backend (private key), read back by the widget page they open. */
@ApiTags('connect')
@Controller('v1/connect')
@UseGuards(ApiKeyGuard)
export class ConnectTokensController {
  constructor(
    @Inject(IssueConnectToken) private readonly issueConnectToken: IssueConnectToken,
    @Inject(GetConnectSession) private readonly getConnectSession: GetConnectSession,
  ) {}

  @Post('tokens')
  @HttpCode(201)
  @RequiresAccess('manage')
  @ApiKeys('private')
  @ApiOperation({
    operationId: 'createConnectToken',
    summary: 'Open the widget for an existing user',
    description: 'A returning worker (a user that exists: `user_id` or `external_id`) connects more platforms or reconnects one through a ' +
      'short-lived token your backend asks for and hands to your page: `GigConnect.open({connectToken})` or `/connect?connect_token=…`. ' +
      'The token works for 30 minutes, for that user and that widget only, on the widget’s operations (`Authorization: Bearer ct_…`); ' +
      'only its SHA-256 is stored. A private key only.',
  })
  @ApiCreatedResponse({ type: ConnectTokenEnvelopeDto })
  @ApiErrorResponses(...MANAGE, ...JSON_BODY, 'USER_NOT_FOUND')
  async issue(@Body() body: IssueConnectTokenRequestDto, @CurrentPrincipal() principal: Principal): Promise<Envelope<ConnectTokenJson>> {
    const input = { userId: body.user_id, externalId: body.external_id, widgetId: body.widget_id };
    return successEnvelope(presentConnectToken(await this.issueConnectToken.execute(principal, input)));
  }

  @Get('session')
  @RequiresAccess('connect')
  @AcceptsConnectToken()
  @ApiOperation({
    operationId: 'getConnectSession',
    summary: 'A connect token’s user and accounts',
    description: 'For the widget page opened with a connect token: its user, widget and expiry, and the user’s accounts with their status ' +
      '(no identifier, no data), so that a returning worker sees what is connected and can reconnect a `requires_auth` account. ' +
      'A connect token only (`Authorization: Bearer ct_…`); a key gets `forbidden_error`.',
  })
  @ApiOkResponse({ type: ConnectSessionEnvelopeDto })
  @ApiErrorResponses(...CONNECT, 'forbidden_error')
  async session(@CurrentPrincipal() principal: Principal): Promise<Envelope<ConnectSessionJson>> {
    return successEnvelope(presentConnectSession(await this.getConnectSession.execute(principal)));
  }
}
