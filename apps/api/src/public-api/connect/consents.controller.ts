import { Body, Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Principal, RecordConsent } from '@gig/domain';
import type { Request } from 'express';
import { ApiKeyGuard } from '../../platform/auth/api-key.guard';
import { CurrentPrincipal, RequiresAccess } from '../../platform/auth/requires-access.decorator';
import { ApiKeys } from '../../platform/docs/api-access.decorator';
import { ApiErrorResponses } from '../../platform/docs/api-error-responses.decorator';
import { CONNECT, JSON_BODY } from '../../platform/docs/operation-errors';
import { AcceptsConnectToken } from '../../platform/auth/accepts-connect-token.decorator';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { ConsentJson, presentConsent } from './consent.presenter';
import { RecordConsentRequestDto } from './dto/consent.request';
import { ConsentEnvelopeDto } from './dto/consent.responses';
import { toConsentInput } from './record-consent.command';

@ApiTags('users')
@Controller('v1/users/consent')
@UseGuards(ApiKeyGuard)
export class ConsentsController {
  constructor(@Inject(RecordConsent) private readonly recordConsent: RecordConsent) {}

  @Post()
  @HttpCode(201)
  @RequiresAccess('connect')
  @ApiOperation({
    operationId: 'recordConsent',
    summary: 'Record a worker’s consent',
    description: 'That the worker agreed to have their platform data retrieved: when, how, which text version, in which language and ' +
      'on which device. The address stored is the caller’s as the service sees it; a private key (your backend) may name the worker’s in `ip_address`, ' +
      'a public key’s `ip_address` is ignored. `widget_id` defaults to the widget the user was created through. ' +
      'A public (widget) key may call it, and a connect token for its own user (its widget by default).',
  })
  @ApiKeys('any')
  @AcceptsConnectToken()
  @ApiCreatedResponse({ type: ConsentEnvelopeDto })
  @ApiErrorResponses(...CONNECT, ...JSON_BODY, 'USER_NOT_FOUND')
  async record(@Body() body: RecordConsentRequestDto, @CurrentPrincipal() principal: Principal, @Req() req: Request): Promise<Envelope<ConsentJson>> {
    return successEnvelope(presentConsent(await this.recordConsent.execute(principal, toConsentInput(body), req.ip)));
  }
}
