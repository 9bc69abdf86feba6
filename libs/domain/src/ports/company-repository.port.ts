import type { Company } from '../companies/company';

export interface CompanyPermissions {
  readonly readEnabled?: boolean;
  readonly writeEnabled?: boolean;
  /** The company's own rate limit per key and minute; null: back to the service's. */
  readonly rateLimitPerMinute?: number | null;
}

export interface CompanyRepository {
  create(company: Company): Promise<void>;
  findById(id: string): Promise<Company | null>;
  /** Returns the updated company, or null when there is none with that id. */
  setPermissions(id: string, permissions: CompanyPermissions): Promise<Company | null>;
  count(): Promise<number>;
}
