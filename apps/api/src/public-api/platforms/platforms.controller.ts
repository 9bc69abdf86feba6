import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ListPlatforms } from '@gig/domain';
import { ApiKeyGuard } from '../../platform/auth/api-key.guard';
import { ApiKeys } from '../../platform/docs/api-access.decorator';
import { ApiErrorResponses } from '../../platform/docs/api-error-responses.decorator';
import { ANY_KEY } from '../../platform/docs/operation-errors';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { PlatformsEnvelopeDto } from './dto/platform.response';
import { PlatformJson, presentPlatform } from './platform.presenter';

@ApiTags('platforms')
@Controller('v1/platforms')
@UseGuards(ApiKeyGuard)
export class PlatformsController {
  constructor(@Inject(ListPlatforms) private readonly listPlatforms: ListPlatforms) {}

  @Get()
  @ApiOperation({
    operationId: 'listPlatforms',
    summary: 'List the platforms the service connects',
    description: 'Every platform with its family, countries, currencies, login identifier and the login methods its validate step takes.',
  })
  @ApiKeys('any')
  @ApiOkResponse({ type: PlatformsEnvelopeDto, description: 'The platform registry' })
  @ApiErrorResponses(...ANY_KEY)
  list(): Envelope<PlatformJson[]> {
    return successEnvelope(this.listPlatforms.execute().map(presentPlatform));
  }
}
