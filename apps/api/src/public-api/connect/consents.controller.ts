import { Body, Post, Req } from '@nestjs/common';
import { Principal, RecordConsent } from '@gig/domain';
import type { Request } from 'express';
import { CurrentPrincipal } from '../../platform/auth/requires-access.decorator';
import { CONNECT, JSON_BODY } from '../../platform/docs/operation-errors';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { ConsentJson, presentConsent } from './consent.presenter';
import { RecordConsentRequestDto } from './dto/consent.request';
import { ConsentEnvelopeDto } from './dto/consent.responses';
import { toConsentInput } from './record-consent.command';
import { Operation } from '../../platform/docs/operation.decorator';
import { PublicApi } from '../../platform/docs/public-api.decorator';

@PublicApi('v1/users/consent', 'users')
export class ConsentsController {
  constructor(private readonly recordConsent: RecordConsent) {}

  @Operation(Post(), {
    status: 201, access: 'connect', keys: 'any', connectToken: true,
    id: 'recordConsent',
    summary: 'Record a worker’s consent',
    description: 'That the worker agreed to have their platform data retrieved: when, how, which text version, in which language and ' +
      'on which device. The address stored is the caller’s as the service sees it; a private key (your backend) may name the worker’s in `ip_address`, ' +
      'a public key’s `ip_address` is ignored. `widget_id` defaults to the widget the user was created through. ' +
      'A public (widget) key may call it, and a connect token for its own user (its widget by default).',
    created: { type: ConsentEnvelopeDto }, errors: [...CONNECT, ...JSON_BODY, 'USER_NOT_FOUND'],
  })
  async record(@Body() body: RecordConsentRequestDto, @CurrentPrincipal() principal: Principal, @Req() req: Request): Promise<Envelope<ConsentJson>> {
    return successEnvelope(presentConsent(await this.recordConsent.execute(principal, toConsentInput(body), req.ip)));
  }
}
