import { Body, Controller, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ConsoleSession, ListApiKeys, ManageApiKeys } from '@gig/domain';
import { Envelope, successEnvelope } from '../../http/envelope';
import { ConsoleSessionGuard } from '../auth/console-session.guard';
import { CurrentConsoleSession, RequiresRole } from '../auth/console-session.decorator';
import {
  ApiKeyListingJson, CreatedApiKeyJson, presentApiKeyListing, presentCreatedApiKey, presentRotatedApiKey, RotatedApiKeyJson,
} from './console-api-key.presenter';
import { CreateApiKeyRequestDto, graceMsOf, RotateApiKeyRequestDto } from './console-api-key.requests';

/** The company's API keys: admins only, viewers do not see this page at all. */
@ApiExcludeController()
@Controller('console/api/api-keys')
@UseGuards(ConsoleSessionGuard)
@RequiresRole('admin')
export class ConsoleApiKeysController {
  constructor(
    @Inject(ListApiKeys) private readonly listApiKeys: ListApiKeys,
    @Inject(ManageApiKeys) private readonly manageApiKeys: ManageApiKeys,
  ) {}

  @Get()
  async list(@CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<{ items: ApiKeyListingJson[] }>> {
    return successEnvelope({ items: (await this.listApiKeys.execute(session.company.id)).map(presentApiKeyListing) });
  }

  @Post()
  async create(@Body() body: CreateApiKeyRequestDto, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<CreatedApiKeyJson>> {
    return successEnvelope(presentCreatedApiKey(await this.manageApiKeys.createForCompany(session.company.id, body.kind)));
  }

  @Post(':key_id/revoke')
  @HttpCode(200)
  async revoke(@Param('key_id') keyId: string, @CurrentConsoleSession() session: ConsoleSession): Promise<Envelope<ApiKeyListingJson>> {
    return successEnvelope(presentApiKeyListing(await this.manageApiKeys.revokeForCompany(session.company.id, keyId)));
  }

  @Post(':key_id/rotate')
  @HttpCode(200)
  async rotate(
    @Param('key_id') keyId: string,
    @Body() body: RotateApiKeyRequestDto,
    @CurrentConsoleSession() session: ConsoleSession,
  ): Promise<Envelope<RotatedApiKeyJson>> {
    return successEnvelope(presentRotatedApiKey(await this.manageApiKeys.rotateForCompany(session.company.id, keyId, graceMsOf(body))));
  }
}
