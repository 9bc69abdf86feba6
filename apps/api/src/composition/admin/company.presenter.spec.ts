import { presentCompanyPermissions, presentCreatedCompany } from './company.presenter';

describe('company presenters', () => {
  it('prints a created company with its keys, fields in the order the CLI always printed them', () => {
    const created = { companyId: 'c-1', name: 'Acme', environment: 'sandbox', privateKey: 'sk_sandbox_x', publicKey: 'pk_sandbox_y' } as const;
    expect(JSON.stringify(presentCreatedCompany(created))).toBe(
      '{"company_id":"c-1","name":"Acme","environment":"sandbox","private_key":"sk_sandbox_x","public_key":"pk_sandbox_y"}',
    );
  });

  it('prints a company with its read and write switches and its rate limit', () => {
    const company = { id: 'c-1', name: 'Acme', environment: 'live', readEnabled: false, writeEnabled: true, createdAt: new Date(0) } as const;
    expect(JSON.stringify(presentCompanyPermissions(company))).toBe(
      '{"company_id":"c-1","name":"Acme","environment":"live","read":false,"write":true,"rate_limit_per_minute":null}',
    );
    expect(presentCompanyPermissions({ ...company, rateLimitPerMinute: 120 }).rate_limit_per_minute).toBe(120);
  });
});
