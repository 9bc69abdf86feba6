import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CheckHealth } from '@gig/domain';
import { ApiErrorResponses } from '../docs/api-error-responses.decorator';
import { ANY_REQUEST } from '../docs/operation-errors';
import { Envelope, successEnvelope } from '../http/envelope';
import { HealthEnvelopeDto, HealthJson } from './dto/health.response';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@Inject(CheckHealth) private readonly checkHealth: CheckHealth) {}

  @Get()
  @ApiOperation({
    operationId: 'checkHealth',
    summary: 'Check the service and its database',
    description:
      'Needs no API key. `503 service_unavailable` when the database does not answer; while the database circuit is open ' +
      '(every call fails at once until the database answers a check again), `error.message` says since when and why.',
  })
  @ApiOkResponse({ type: HealthEnvelopeDto, description: 'The service and its database answer.' })
  @ApiErrorResponses(...ANY_REQUEST, 'service_unavailable')
  async health(): Promise<Envelope<HealthJson>> {
    return successEnvelope(await this.checkHealth.execute());
  }
}
