import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CheckHealth, CheckReadiness } from '@gig/domain';
import { ANY_REQUEST } from '../docs/operation-errors';
import { Envelope, successEnvelope } from '../http/envelope';
import { HealthEnvelopeDto, HealthJson, LivenessEnvelopeDto, LivenessJson, ReadinessEnvelopeDto, ReadinessJson } from './dto/health.response';
import { Operation } from '../docs/operation.decorator';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly checkHealth: CheckHealth,
    private readonly checkReadiness: CheckReadiness,
  ) {}

  @Operation(Get(), {
    id: 'checkHealth',
    summary: 'Check the service and its database',
    description:
      'Needs no API key. `503 service_unavailable` when the database does not answer; while the database circuit is open ' +
      '(every call fails at once until the database answers a check again), `error.message` says since when and why.',
    ok: { type: HealthEnvelopeDto, description: 'The service and its database answer.' }, errors: [...ANY_REQUEST, 'service_unavailable'],
  })
  async health(): Promise<Envelope<HealthJson>> {
    return successEnvelope(await this.checkHealth.execute());
  }

  @Operation(Get('live'), {
    id: 'checkLiveness',
    summary: 'Check that the process runs',
    description: 'Needs no API key and touches nothing else: `200` while the process can answer at all (a liveness probe; restart it when this fails).',
    ok: { type: LivenessEnvelopeDto, description: 'The process answers.' }, errors: ANY_REQUEST,
  })
  live(): Envelope<LivenessJson> {
    return successEnvelope({ status: 'ok' });
  }

  @Operation(Get('ready'), {
    id: 'checkReadiness',
    summary: 'Check that the process should be sent traffic',
    description:
      'Needs no API key. `200` when the database answers, its schema is at this build\'s head and the process is not shutting ' +
      'down; otherwise `503 service_unavailable`, `error.message` saying which (a readiness probe: take the process out of ' +
      'the load balancer, do not restart it). From SIGTERM on it answers 503 while requests are still served for `SHUTDOWN_DELAY_MS`.',
    ok: { type: ReadinessEnvelopeDto, description: 'Ready for traffic.' }, errors: [...ANY_REQUEST, 'service_unavailable'],
  })
  async ready(): Promise<Envelope<ReadinessJson>> {
    return successEnvelope(await this.checkReadiness.execute());
  }
}
