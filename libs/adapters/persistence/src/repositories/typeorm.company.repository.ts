import type { Company, CompanyPermissions, CompanyRepository, Environment } from '@gig/domain';
import type { EntityManager } from 'typeorm';
import { CompanyRow, CompanySchema } from '../schema/company.schema';

export function toCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    name: row.name,
    environment: row.environment as Environment,
    readEnabled: row.read_enabled,
    writeEnabled: row.write_enabled,
    ...(row.rate_limit_per_minute === null || row.rate_limit_per_minute === undefined ? {} : { rateLimitPerMinute: row.rate_limit_per_minute }),
    createdAt: row.created_at,
  };
}

export class TypeOrmCompanyRepository implements CompanyRepository {
  constructor(private readonly manager: EntityManager) {}

  async create(company: Company): Promise<void> {
    await this.manager.insert(CompanySchema, {
      id: company.id,
      name: company.name,
      environment: company.environment,
      read_enabled: company.readEnabled,
      write_enabled: company.writeEnabled,
      rate_limit_per_minute: company.rateLimitPerMinute ?? null,
      created_at: company.createdAt,
    });
  }

  async findById(id: string): Promise<Company | null> {
    const row = await this.manager.findOneBy(CompanySchema, { id });
    return row ? toCompany(row) : null;
  }

  async setPermissions(id: string, permissions: CompanyPermissions): Promise<Company | null> {
    const changes: Partial<CompanyRow> = {};
    if (permissions.readEnabled !== undefined) changes.read_enabled = permissions.readEnabled;
    if (permissions.writeEnabled !== undefined) changes.write_enabled = permissions.writeEnabled;
    if (permissions.rateLimitPerMinute !== undefined) changes.rate_limit_per_minute = permissions.rateLimitPerMinute;
    if (Object.keys(changes).length > 0) await this.manager.update(CompanySchema, { id }, changes);
    return this.findById(id);
  }

  count(): Promise<number> {
    return this.manager.count(CompanySchema);
  }
}
