import { Get } from '@nestjs/common';
import { ListPlatforms } from '@gig/domain';
import { ANY_KEY } from '../../platform/docs/operation-errors';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { PlatformsEnvelopeDto } from './dto/platform.response';
import { PlatformJson, presentPlatform } from './platform.presenter';
import { Operation } from '../../platform/docs/operation.decorator';
import { PublicApi } from '../../platform/docs/public-api.decorator';

@PublicApi('v1/platforms', 'platforms')
export class PlatformsController {
  constructor(private readonly listPlatforms: ListPlatforms) {}

  @Operation(Get(), {
    keys: 'any',
    id: 'listPlatforms',
    summary: 'List the platforms the service connects',
    description: 'Every platform with its family, countries, currencies, login identifier and the login methods its validate step takes.',
    ok: { type: PlatformsEnvelopeDto, description: 'The platform registry' }, errors: ANY_KEY,
  })
  list(): Envelope<PlatformJson[]> {
    return successEnvelope(this.listPlatforms.execute().map(presentPlatform));
  }
}
