import { Body, Get, Post } from '@nestjs/common';
import { GetConnectSession, IssueConnectToken, ListPlatforms, Principal, RevokeConnectToken } from '@gig/domain';
import { CurrentPrincipal } from '../../platform/auth/requires-access.decorator';
import { CONNECT, JSON_BODY, MANAGE } from '../../platform/docs/operation-errors';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { ConnectSessionJson, ConnectTokenJson, presentConnectSession, presentConnectToken } from './connect-token.presenter';
import { IssueConnectTokenRequestDto, RevokeConnectTokenRequestDto } from './dto/connect-token.request';
import { ConnectSessionEnvelopeDto, ConnectTokenEnvelopeDto } from './dto/connect-token.responses';
import { Operation } from '../../platform/docs/operation.decorator';
import { PublicApi } from '../../platform/docs/public-api.decorator';

/** Connect tokens: issued to a lender's backend (private key), read back by the widget page they open. */
@PublicApi('v1/connect', 'connect')
export class ConnectTokensController {
  constructor(
    private readonly issueConnectToken: IssueConnectToken,
    private readonly getConnectSession: GetConnectSession,
    private readonly revokeConnectToken: RevokeConnectToken,
    private readonly listPlatforms: ListPlatforms,
  ) {}

  @Operation(Post('tokens'), {
    status: 201, access: 'manage', keys: 'private',
    id: 'createConnectToken',
    summary: 'Open the widget for an existing user',
    description: 'A returning worker (a user that exists: `user_id` or `external_id`) connects more platforms or reconnects one through a ' +
      'short-lived token your backend asks for and hands to your page: `GigConnect.open({connectToken})` or `/connect?connect_token=…`. ' +
      'The token works for 30 minutes, for that user and that widget only, on the widget’s operations (`Authorization: Bearer ct_…`); ' +
      'only its SHA-256 is stored. It ends sooner when the key that issued it is revoked (at the end of a rotation’s grace), when its user is ' +
      'deleted, or on `POST /v1/connect/tokens/revoke`. A private key only.',
    created: { type: ConnectTokenEnvelopeDto }, errors: [...MANAGE, ...JSON_BODY, 'USER_NOT_FOUND'],
  })
  async issue(@Body() body: IssueConnectTokenRequestDto, @CurrentPrincipal() principal: Principal): Promise<Envelope<ConnectTokenJson>> {
    const input = { userId: body.user_id, externalId: body.external_id, widgetId: body.widget_id };
    return successEnvelope(presentConnectToken(await this.issueConnectToken.execute(principal, input)));
  }

  @Operation(Post('tokens/revoke'), {
    status: 204, access: 'manage', keys: 'private',
    id: 'revokeConnectToken',
    summary: 'End a connect token now',
    description: 'The token stops working at once, in every process (the widget page it opened then asks the worker for a new link). ' +
      'Idempotent and silent: `204` also for a token already revoked or expired, one never issued, and one of another company ' +
      '(which is left alone), so the answer tells nothing of tokens that are not yours. A private key only.',
    noContent: 'The token no longer works (or never was one of your company’s).', errors: [...MANAGE, ...JSON_BODY],
  })
  async revoke(@Body() body: RevokeConnectTokenRequestDto, @CurrentPrincipal() principal: Principal): Promise<void> {
    await this.revokeConnectToken.execute(principal, body.connect_token);
  }

  @Operation(Get('session'), {
    access: 'connect', connectToken: true,
    id: 'getConnectSession',
    summary: 'A connect token’s user and accounts',
    description: 'For the widget page opened with a connect token: its user, widget and expiry, and the user’s accounts with their status ' +
      '(the identifier masked, what the company receives, no data), so that a returning worker sees what is connected and can reconnect a `requires_auth` account. ' +
      'A connect token only (`Authorization: Bearer ct_…`); a key gets `forbidden_error`.',
    ok: { type: ConnectSessionEnvelopeDto }, errors: [...CONNECT, 'forbidden_error'],
  })
  async session(@CurrentPrincipal() principal: Principal): Promise<Envelope<ConnectSessionJson>> {
    return successEnvelope(presentConnectSession(await this.getConnectSession.execute(principal), this.listPlatforms.execute()));
  }
}
