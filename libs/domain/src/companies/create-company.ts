import { randomUUID } from 'node:crypto';
import { apiKeyPrefix, generateApiKey, hashApiKey, ApiKeyKind } from '../auth/api-key';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { Company, Environment } from './company';

export interface CreatedCompany {
  readonly companyId: string;
  readonly name: string;
  readonly environment: Environment;
  readonly privateKey: string;
  readonly publicKey: string;
}

/** Creates a company with one private and one public key; the keys are shown only here. */
export class CreateCompany {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(name: string, environment: Environment = 'sandbox'): Promise<CreatedCompany> {
    const company: Company = {
      id: randomUUID(),
      name,
      environment,
      readEnabled: true,
      writeEnabled: true,
      createdAt: this.clock.now(),
    };
    const keys = { private: generateApiKey('private', environment), public: generateApiKey('public', environment) };
    await this.unitOfWork.run(async (repos) => {
      await repos.companies.create(company);
      for (const kind of ['private', 'public'] as ApiKeyKind[]) {
        const key = keys[kind];
        await repos.apiKeys.create({
          id: randomUUID(),
          companyId: company.id,
          kind,
          prefix: apiKeyPrefix(key),
          hash: hashApiKey(key),
          revokedAt: null,
        });
      }
    });
    return { companyId: company.id, name, environment, privateKey: keys.private, publicKey: keys.public };
  }
}
