import { Body, Get, Param, Post } from '@nestjs/common';
import { ListApiKeys, ManageApiKeys, Principal } from '@gig/domain';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { CurrentPrincipal } from '../../platform/auth/requires-access.decorator';
import { RequiresRole } from '../../platform/auth/member-session.decorator';
import {
  ApiKeyListingJson, CreatedApiKeyJson, presentApiKeyListing, presentCreatedApiKey, presentRotatedApiKey, RotatedApiKeyJson,
} from './console-api-key.presenter';
import { FOUND, GUARDED } from '../console-operation-errors';
import { ApiKeyListEnvelopeDto, ApiKeyListingEnvelopeDto, CreatedApiKeyEnvelopeDto, RotatedApiKeyEnvelopeDto } from './console-api-key.responses';
import { CreateApiKeyRequestDto, graceMsOf, RotateApiKeyRequestDto } from './console-api-key.requests';
import { Operation } from '../../platform/docs/operation.decorator';
import { ConsoleApi } from '../console-api.decorator';

/** The company's API keys: admins only, viewers do not see this page at all. */
@ConsoleApi('console/api/api-keys', 'api-keys')
@RequiresRole('admin')
export class ConsoleApiKeysController {
  constructor(
    private readonly listApiKeys: ListApiKeys,
    private readonly manageApiKeys: ManageApiKeys,
  ) {}

  @Operation(Get(), {
    id: 'listApiKeys', summary: 'The company’s API keys', description: 'Never the keys themselves; admins only.',
    ok: { type: ApiKeyListEnvelopeDto }, errors: GUARDED,
  })
  async list(@CurrentPrincipal() principal: Principal): Promise<Envelope<{ items: ApiKeyListingJson[] }>> {
    return successEnvelope({ items: (await this.listApiKeys.execute(principal.company.id)).map(presentApiKeyListing) });
  }

  @Operation(Post(), {
    id: 'createApiKey', summary: 'Create an API key', description: 'The key itself is in this answer only.',
    created: { type: CreatedApiKeyEnvelopeDto }, errors: GUARDED,
  })
  async create(@Body() body: CreateApiKeyRequestDto, @CurrentPrincipal() principal: Principal): Promise<Envelope<CreatedApiKeyJson>> {
    return successEnvelope(presentCreatedApiKey(await this.manageApiKeys.createForCompany(principal.company.id, body.kind)));
  }

  @Operation(Post(':key_id/revoke'), {
    status: 200,
    id: 'revokeApiKey', summary: 'Revoke an API key', description: 'It stops working at once.',
    ok: { type: ApiKeyListingEnvelopeDto }, errors: [...GUARDED, ...FOUND],
  })
  async revoke(@Param('key_id') keyId: string, @CurrentPrincipal() principal: Principal): Promise<Envelope<ApiKeyListingJson>> {
    return successEnvelope(presentApiKeyListing(await this.manageApiKeys.revokeForCompany(principal.company.id, keyId)));
  }

  @Operation(Post(':key_id/rotate'), {
    status: 200,
    id: 'rotateApiKey', summary: 'Rotate an API key', description: 'A new key of the same kind; the replaced one works for `grace_hours` more (default 24).',
    ok: { type: RotatedApiKeyEnvelopeDto }, errors: [...GUARDED, ...FOUND],
  })
  async rotate(
    @Param('key_id') keyId: string,
    @Body() body: RotateApiKeyRequestDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<Envelope<RotatedApiKeyJson>> {
    return successEnvelope(presentRotatedApiKey(await this.manageApiKeys.rotateForCompany(principal.company.id, keyId, graceMsOf(body))));
  }
}
