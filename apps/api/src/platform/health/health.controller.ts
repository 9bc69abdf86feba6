import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CheckHealth, CheckReadiness } from '@gig/domain';
import { ApiErrorResponses } from '../docs/api-error-responses.decorator';
import { ANY_REQUEST } from '../docs/operation-errors';
import { Envelope, successEnvelope } from '../http/envelope';
import { HealthEnvelopeDto, HealthJson, LivenessEnvelopeDto, LivenessJson, ReadinessEnvelopeDto, ReadinessJson } from './dto/health.response';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(CheckHealth) private readonly checkHealth: CheckHealth,
    @Inject(CheckReadiness) private readonly checkReadiness: CheckReadiness,
  ) {}

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

  @Get('live')
  @ApiOperation({
    operationId: 'checkLiveness',
    summary: 'Check that the process runs',
    description: 'Needs no API key and touches nothing else: `200` while the process can answer at all (a liveness probe; restart it when this fails).',
  })
  @ApiOkResponse({ type: LivenessEnvelopeDto, description: 'The process answers.' })
  @ApiErrorResponses(...ANY_REQUEST)
  live(): Envelope<LivenessJson> {
    return successEnvelope({ status: 'ok' });
  }

  @Get('ready')
  @ApiOperation({
    operationId: 'checkReadiness',
    summary: 'Check that the process should be sent traffic',
    description:
      'Needs no API key. `200` when the database answers, its schema is at this build\'s head and the process is not shutting ' +
      'down; otherwise `503 service_unavailable`, `error.message` saying which (a readiness probe: take the process out of ' +
      'the load balancer, do not restart it). From SIGTERM on it answers 503 while requests are still served for `SHUTDOWN_DELAY_MS`.',
  })
  @ApiOkResponse({ type: ReadinessEnvelopeDto, description: 'Ready for traffic.' })
  @ApiErrorResponses(...ANY_REQUEST, 'service_unavailable')
  async ready(): Promise<Envelope<ReadinessJson>> {
    return successEnvelope(await this.checkReadiness.execute());
  }
}
