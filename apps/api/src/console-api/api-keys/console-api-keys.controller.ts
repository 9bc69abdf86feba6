import { Body, Controller, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { ConsoleSession, ListApiKeys, ManageApiKeys } from '@gig/domain';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { ConsoleSessionGuard } from '../auth/console-session.guard';
import { CurrentConsoleSession, RequiresRole } from '../auth/console-session.decorator';
import {
  ApiKeyListingJson, CreatedApiKeyJson, presentApiKeyListing, presentCreatedApiKey, presentRotatedApiKey, RotatedApiKeyJson,
} from './console-api-key.presenter';
import { ApiErrorResponses } from '../../platform/docs/api-error-responses.decorator';
import { CONSOLE_SESSION } from '../../platform/docs/api-access.decorator';
import { FOUND, GUARDED } from '../console-operation-errors';
import { ApiKeyListEnvelopeDto, ApiKeyListingEnvelopeDto, CreatedApiKeyEnvelopeDto, RotatedApiKeyEnvelopeDto } from './console-api-key.responses';
import { CreateApiKeyRequestDto, graceMsOf, RotateApiKeyRequestDto } from './console-api-key.requests';

/** The company's API keys: admins only, viewers do not see this page at all. */
@ApiTags('api-keys')
@Controller('console/api/api-keys')
@UseGuards(ConsoleSessionGuard)
@RequiresRole('admin')
@ApiSecurity(CONSOLE_SESSION)
export class ConsoleApiKeysController {
  constructor(
    @Inject(ListApiKeys) private readonly listApiKeys: ListApiKeys,
    @Inject(ManageApiKeys) private readonly manageApiKeys: ManageApiKeys,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'listApiKeys', summary: 'The company’s API keys', description: 'Never the keys themselves; admins only.' })
  @ApiOkResponse({ type: ApiKeyListEnvelopeDto })
  @ApiErrorResponses(...GUARDED)
  async list(@CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<{ items: ApiKeyListingJson[] }>> {
    return successEnvelope({ items: (await this.listApiKeys.execute(session.company.id)).map(presentApiKeyListing) });
  }

  @Post()
  @ApiOperation({ operationId: 'createApiKey', summary: 'Create an API key', description: 'The key itself is in this answer only.' })
  @ApiCreatedResponse({ type: CreatedApiKeyEnvelopeDto })
  @ApiErrorResponses(...GUARDED)
  async create(@Body() body: CreateApiKeyRequestDto, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<CreatedApiKeyJson>> {
    return successEnvelope(presentCreatedApiKey(await this.manageApiKeys.createForCompany(session.company.id, body.kind)));
  }

  @Post(':key_id/revoke')
  @HttpCode(200)
  @ApiOperation({ operationId: 'revokeApiKey', summary: 'Revoke an API key', description: 'It stops working at once.' })
  @ApiOkResponse({ type: ApiKeyListingEnvelopeDto })
  @ApiErrorResponses(...GUARDED, ...FOUND)
  async revoke(@Param('key_id') keyId: string, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<ApiKeyListingJson>> {
    return successEnvelope(presentApiKeyListing(await this.manageApiKeys.revokeForCompany(session.company.id, keyId)));
  }

  @Post(':key_id/rotate')
  @HttpCode(200)
  @ApiOperation({ operationId: 'rotateApiKey', summary: 'Rotate an API key', description: 'A new key of the same kind; the replaced one works for `grace_hours` more (default 24).' })
  @ApiOkResponse({ type: RotatedApiKeyEnvelopeDto })
  @ApiErrorResponses(...GUARDED, ...FOUND)
  async rotate(
    @Param('key_id') keyId: string,
    @Body() body: RotateApiKeyRequestDto,
    @CurrentConsoleSession() session: ConsoleSession,
  ): Promise<Envelope<RotatedApiKeyJson>> {
    return successEnvelope(presentRotatedApiKey(await this.manageApiKeys.rotateForCompany(session.company.id, keyId, graceMsOf(body))));
  }
}
