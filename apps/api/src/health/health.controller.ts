import { Controller, Get, HttpException, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { DomainError } from '@gig/domain';
import { successEnvelope } from '../http/envelope';
import type { Database } from '@gig/persistence';
import { DATABASE } from '../app.tokens';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@Inject(DATABASE) private readonly database: Database) {}

  @Get()
  @ApiOkResponse({ description: 'The service and its database answer.' })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer.' })
  async health() {
    try {
      await this.database.ping();
    } catch (error) {
      if (error instanceof HttpException) throw error;
      throw new DomainError('service_unavailable', 'The database is not reachable.');
    }
    return successEnvelope({ status: 'ok', database: 'ok' });
  }
}
