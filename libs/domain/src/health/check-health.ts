import { DomainError, isDomainError } from '../errors/domain-error';
import type { HealthProbe } from '../ports/health-probe.port';

/** Liveness with a storage check: `service_unavailable` when the database does not answer, with the probe's reason when it gives one. */
export class CheckHealth {
  constructor(private readonly probe: HealthProbe) {}

  async execute(): Promise<{ status: 'ok'; database: 'ok' }> {
    try {
      await this.probe.ping();
    } catch (error) {
      if (isDomainError(error) && error.code === 'service_unavailable') throw error;
      throw new DomainError('service_unavailable', 'The database is not reachable.');
    }
    return { status: 'ok', database: 'ok' };
  }
}
