import { DomainError } from '../errors/domain-error';
import type { Company } from './company';
import type { CompanyPermissions, CompanyRepository } from '../ports/company-repository.port';

/** Turns a company's information recovery (read) and account creation (write) on or off. */
export class SetCompanyPermissions {
  constructor(private readonly companies: Pick<CompanyRepository, 'setPermissions'>) {}

  async execute(companyId: string, permissions: CompanyPermissions): Promise<Company> {
    const company = await this.companies.setPermissions(companyId, permissions);
    if (!company) throw new DomainError('not_found_error', `No company with id ${companyId}.`);
    return company;
  }
}
