import { aPrincipal } from '@gig/testing';
import { testRegistry } from '../platforms/test-platforms.fixture';
import { AccountEmployment, EmploymentRecord, idDocumentTypeOf } from './account-data';
import { accountStore } from './account.spec-setup';
import { GetAccountEmployment } from './get-account-employment';

const ID = '3f2b8c1e-9a4d-4e2b-8f6a-1c2d3e4f5a6b';
const principal = aPrincipal('private');
const job = (employer: string): EmploymentRecord => ({
  employer, employerRegistration: null, startDate: '2020-01-01', endDate: null, jobTitle: null, federalEntity: null, baseSalary: null,
});
const history = ['A', 'B', 'C', 'D', 'E'].map(job);
const employment: AccountEmployment = { employmentInfo: { quotedWeeks: 9, discountedWeeks: 0, reintegratedWeeks: 0, status: 'employed' }, employmentHistory: history };

/** An imss account of the caller's company with five jobs, over the in-memory fakes. */
async function useCase() {
  const { repos } = accountStore([{ id: ID, platform: 'imss', lastSuccessfulConnection: '2025-01-31' }]);
  await repos.accountData.saveEmployment(ID, employment);
  return new GetAccountEmployment({ accounts: repos.accounts, accountData: repos.accountData, platforms: testRegistry() });
}

describe('GetAccountEmployment pages the history like the earnings search', () => {
  it('answers the first 100 jobs by default, with the totals', async () => {
    const result = await (await useCase()).execute(principal, ID);
    expect(result).toMatchObject({ page: 1, itemsPerPage: 100, totalItems: 5, totalPages: 1 });
    expect(result.employment.employmentHistory).toEqual(history);
  });

  it('answers the page asked for, keeping the employment info', async () => {
    const result = await (await useCase()).execute(principal, ID, { page: 2, itemsPerPage: 2 });
    expect(result.employment.employmentHistory.map((j) => j.employer)).toEqual(['C', 'D']);
    expect(result.employment.employmentInfo.quotedWeeks).toBe(9);
    expect(result).toMatchObject({ page: 2, itemsPerPage: 2, totalItems: 5, totalPages: 3 });
    expect((await (await useCase()).execute(principal, ID, { page: 4, itemsPerPage: 2 })).employment.employmentHistory).toEqual([]);
  });

  it.each([
    [{ page: 0 }, 'page'], [{ page: 1.5 }, 'page'], [{ page: Number.NaN }, 'page'],
    [{ itemsPerPage: 0 }, 'itemsPerPage'], [{ itemsPerPage: 1001 }, 'itemsPerPage'], [{ itemsPerPage: '10' as unknown as number }, 'itemsPerPage'],
  ])('refuses %p naming %s', async (query, field) => {
    await expect((await useCase()).execute(principal, ID, query)).rejects.toMatchObject({ code: 'bad_request', errors: [{ field }] });
  });
});

describe('idDocumentTypeOf', () => {
  it.each([
    ['national', 'national'], ['national_id', 'national'], ['CURP', 'national'], ['tax', 'tax'], ['tax_id', 'tax'], ['rfc', 'tax'],
    ['social_security', 'social_security_number'], ['nss', 'social_security_number'], ['passport', 'passport'],
    ['individual_taxpayer_registry', 'individual_taxpayer_registry'],
  ])('reads %s as %s', (name, type) => {
    expect(idDocumentTypeOf(name)).toBe(type);
  });
});
