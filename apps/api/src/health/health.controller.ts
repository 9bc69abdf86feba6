import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { CheckHealth } from '@gig/domain';
import { successEnvelope } from '../http/envelope';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@Inject(CheckHealth) private readonly checkHealth: CheckHealth) {}

  @Get()
  @ApiOkResponse({ description: 'The service and its database answer.' })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer.' })
  async health() {
    return successEnvelope(await this.checkHealth.execute());
  }
}
