import { DomainError } from '../errors/domain-error';
import type { HealthProbe } from '../ports/health-probe.port';
import type { SchemaVersion } from '../ports/schema-version.port';
import { CheckHealth } from './check-health';

/**
 * Whether this process should be sent traffic: not shutting down, its database answering, its schema at
 * the build's head. A draining process says so first, without touching the database.
 */
export class CheckReadiness {
  private readonly health: CheckHealth;

  constructor(private readonly ports: { readonly probe: HealthProbe; readonly schema: SchemaVersion; readonly draining: () => boolean }) {
    this.health = new CheckHealth(ports.probe);
  }

  async execute(): Promise<{ status: 'ready'; database: 'ok'; migrations: 'at_head' }> {
    if (this.ports.draining()) throw new DomainError('service_unavailable', 'This process is shutting down and takes no new work.');
    await this.health.execute();
    if (!(await this.ports.schema.isAtHead())) throw new DomainError('service_unavailable', 'The database schema is behind this build: migrations are pending.');
    return { status: 'ready', database: 'ok', migrations: 'at_head' };
  }
}
