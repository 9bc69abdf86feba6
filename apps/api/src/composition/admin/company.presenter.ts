import type { Company, CreatedCompany, Environment } from '@gig/domain';

/** What `company create` prints: the keys are shown only here. */
export interface CreatedCompanyJson {
  readonly company_id: string;
  readonly name: string;
  readonly environment: Environment;
  readonly private_key: string;
  readonly public_key: string;
}

/** What `company set` prints. */
export interface CompanyPermissionsJson {
  readonly company_id: string;
  readonly name: string;
  readonly environment: Environment;
  readonly read: boolean;
  readonly write: boolean;
  /** The company's own limit per key and minute; null: the service's `RATE_LIMIT_PER_MINUTE`. */
  readonly rate_limit_per_minute: number | null;
}

export function presentCreatedCompany(created: CreatedCompany): CreatedCompanyJson {
  return {
    company_id: created.companyId,
    name: created.name,
    environment: created.environment,
    private_key: created.privateKey,
    public_key: created.publicKey,
  };
}

export function presentCompanyPermissions(company: Company): CompanyPermissionsJson {
  return {
    company_id: company.id,
    name: company.name,
    environment: company.environment,
    read: company.readEnabled,
    write: company.writeEnabled,
    rate_limit_per_minute: company.rateLimitPerMinute ?? null,
  };
}
