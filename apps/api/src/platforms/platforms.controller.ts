import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { ListPlatforms } from '@gig/domain';
import { ApiKeyGuard } from '../auth/api-key.guard';
import { Envelope, successEnvelope } from '../http/envelope';
import { PlatformsEnvelopeDto } from './dto/platform.response';
import { PlatformJson, presentPlatform } from './platform.presenter';

@ApiTags('platforms')
@ApiSecurity('api-key')
@Controller('v1/platforms')
@UseGuards(ApiKeyGuard)
export class PlatformsController {
  constructor(@Inject(ListPlatforms) private readonly listPlatforms: ListPlatforms) {}

  @Get()
  @ApiOperation({ summary: 'Every platform the service connects, with its family, countries and login' })
  @ApiOkResponse({ type: PlatformsEnvelopeDto, description: 'The platform registry' })
  list(): Envelope<PlatformJson[]> {
    return successEnvelope(this.listPlatforms.execute().map(presentPlatform));
  }
}
