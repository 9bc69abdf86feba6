import { Get, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { DisconnectAccount, GetConnectionStatus, GetConnectWidget, Principal } from '@gig/domain';
import { AcceptsConnectToken } from '../../platform/auth/accepts-connect-token.decorator';
import { CurrentPrincipal, RequiresAccess } from '../../platform/auth/requires-access.decorator';
import { ApiKeys } from '../../platform/docs/api-access.decorator';
import { CONNECT } from '../../platform/docs/operation-errors';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { ConnectWidgetJson, presentConnectWidget } from './connect-widget.presenter';
import { ConnectionStatusJson, presentConnectionStatus } from './connection-status.presenter';
import { ConnectionStatusEnvelopeDto, ConnectWidgetEnvelopeDto } from './dto/connect.responses';
import { Operation } from '../../platform/docs/operation.decorator';
import { PublicApi } from '../../platform/docs/public-api.decorator';

/** What the widget page reads, with the public key of the widget's company (or its private key), or a connect token. */
@PublicApi('v1/connect', 'connect')
@RequiresAccess('connect')
@ApiKeys('any')
@AcceptsConnectToken()
export class ConnectApiController {
  constructor(
    private readonly getConnectWidget: GetConnectWidget,
    private readonly getConnectionStatus: GetConnectionStatus,
    private readonly disconnectAccount: DisconnectAccount,
  ) {}

  @Operation(Get('widgets/:widget_id'), {
    id: 'getConnectWidget',
    summary: 'The widget page’s configuration',
    description: 'The widget’s look, language, consent version and embedding origins, whether the company is a sandbox one, and its ' +
      'platforms (each in the widget’s countries, with its identifier and login methods). Another company’s widget is as absent as a missing one.',
    ok: { type: ConnectWidgetEnvelopeDto }, errors: [...CONNECT, 'not_found_error'],
  })
  async widget(@Param('widget_id') id: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<ConnectWidgetJson>> {
    return successEnvelope(presentConnectWidget(await this.getConnectWidget.execute(principal, id)));
  }

  @Operation(Get('accounts/:account_id'), {
    id: 'getConnectionStatus',
    summary: 'A connection’s progress',
    description: 'The status of an account being connected, for the widget page to poll while `syncing`: no identifier and no data ' +
      '(those need a private key, GET /v1/accounts/{account_id}). A connect token reaches its own user’s accounts only.',
    ok: { type: ConnectionStatusEnvelopeDto }, errors: [...CONNECT, 'not_found_error'],
  })
  async account(@Param('account_id') id: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<ConnectionStatusJson>> {
    return successEnvelope(presentConnectionStatus(await this.getConnectionStatus.execute(principal, id)));
  }

  @Operation(Post('accounts/:account_id/disconnect'), {
    status: 200,
    id: 'disconnectMyAccount',
    summary: 'The worker disconnects one of their accounts',
    description: 'The worker’s right to revoke consent, from the widget with a connect token for their own account: the platform session ' +
      'and refresh end at once and the account is `disconnected` (`disconnected_by: "worker"`); the company is told by `account.disconnected` ' +
      'and keeps the data read so far. A public key alone may not (403); another user’s account is as absent as a missing one.',
    ok: { type: ConnectionStatusEnvelopeDto }, errors: [...CONNECT, 'forbidden_error', 'not_found_error'],
  })
  async disconnect(@Param('account_id') id: string, @CurrentPrincipal() principal: Principal, @Req() req: Request): Promise<Envelope<ConnectionStatusJson>> {
    return successEnvelope(presentConnectionStatus(await this.disconnectAccount.execute(principal, id, req.ip ?? '')));
  }
}
