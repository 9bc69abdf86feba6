import type { Principal } from '../auth/principal';
import { testRegistry } from '../platforms/test-platforms.fixture';
import type { Account } from './account';
import type { AccountEmployment, AccountProfile } from './account-data';
import { DeleteAccount } from './delete-account';
import { GetAccount } from './get-account';
import { GetAccountEmployment } from './get-account-employment';
import { GetAccountProfile } from './get-account-profile';

const MINE = 'company-1';
const ID = '3f2b8c1e-9a4d-4e2b-8f6a-1c2d3e4f5a6b';
const THEIRS_ID = '7d2c3f0e-1b7a-4c55-9d0e-3f1f2a9b8c7d';

const principal = (keyKind: Principal['keyKind'] = 'private'): Principal => ({
  company: { id: MINE, name: 'Acme', environment: 'sandbox', readEnabled: true, writeEnabled: true, createdAt: new Date(0) },
  keyId: 'key-1',
  keyKind,
});

const account = (id: string, companyId: string, platform: string): Account => ({
  id, companyId, userId: 'user-1', platform, country: 'mx', identifier: 'x', status: 'success', statusDetails: null, warning: null,
  nextStep: null, lastSuccessfulConnection: '2025-01-31', refreshEnabled: true, lastRefreshedAt: null, nextRefreshAt: null, createdAt: new Date(0), updatedAt: new Date(0),
});

const PROFILE: AccountProfile = {
  workerId: 'w-1',
  profile: { firstName: 'Ana', lastName: null, email: null, phone: null, birthday: null, address: null, cityName: null, pictureUrl: null },
  idsInfo: [],
  vehicleInfo: null,
  metricsInfo: null,
};
const EMPLOYMENT: AccountEmployment = { employmentInfo: { quotedWeeks: 1, discountedWeeks: 0, reintegratedWeeks: 0, status: 'employed' }, employmentHistory: [] };

function setup(platform = 'uber', data: { profile?: AccountProfile; employment?: AccountEmployment } = {}) {
  const stored = [account(ID, MINE, platform), account(THEIRS_ID, 'company-2', platform)];
  const deleted: string[] = [];
  const accounts = {
    findById: async (companyId: string, id: string) => stored.find((a) => a.companyId === companyId && a.id === id) ?? null,
    delete: async (companyId: string, id: string) => (stored.some((a) => a.companyId === companyId && a.id === id) ? (deleted.push(id), true) : false),
  };
  const accountData = { findProfile: async () => data.profile ?? null, findEmployment: async () => data.employment ?? null };
  return { accounts, accountData, deleted, platforms: testRegistry() };
}

describe('reads of an account', () => {
  it('finds the caller’s account by its id in any case', async () => {
    const { accounts } = setup();
    await expect(new GetAccount(accounts).execute(principal(), ID.toUpperCase())).resolves.toMatchObject({ id: ID });
  });

  it.each([['another company’s', THEIRS_ID], ['a missing', '00000000-0000-4000-8000-000000000000'], ['a malformed', 'not-a-uuid']])(
    'treats %s account as absent',
    async (_case, id) => {
      const deps = setup('imss', { profile: PROFILE, employment: EMPLOYMENT });
      const absent = { code: 'not_found_error', message: 'No account with that id in your company.' };
      await expect(new GetAccount(deps.accounts).execute(principal(), id)).rejects.toMatchObject(absent);
      await expect(new GetAccountProfile(deps).execute(principal(), id)).rejects.toMatchObject(absent);
      await expect(new GetAccountEmployment(deps).execute(principal(), id)).rejects.toMatchObject(absent);
      await expect(new DeleteAccount(deps.accounts).execute(principal(), id)).rejects.toMatchObject(absent);
      expect(deps.deleted).toEqual([]);
    },
  );

  it('needs a private key', async () => {
    await expect(new GetAccount(setup().accounts).execute(principal('public'), ID)).rejects.toMatchObject({ code: 'forbidden_error' });
    await expect(new DeleteAccount(setup().accounts).execute(principal('public'), ID)).rejects.toMatchObject({ code: 'forbidden_error' });
  });

  it('gives the profile with its account, or not_found_error before one was retrieved', async () => {
    await expect(new GetAccountProfile(setup('uber', { profile: PROFILE })).execute(principal(), ID)).resolves.toEqual({
      account: expect.objectContaining({ id: ID }),
      profile: PROFILE,
    });
    await expect(new GetAccountProfile(setup('uber')).execute(principal(), ID)).rejects.toMatchObject({
      code: 'not_found_error',
      message: 'No profile has been retrieved for this account yet.',
    });
  });

  it('gives employment records of institute accounts only', async () => {
    await expect(new GetAccountEmployment(setup('imss', { employment: EMPLOYMENT })).execute(principal(), ID)).resolves.toMatchObject({
      employment: EMPLOYMENT,
    });
    await expect(new GetAccountEmployment(setup('uber', { employment: EMPLOYMENT })).execute(principal(), ID)).rejects.toMatchObject({
      code: 'not_found_error',
      message: 'Employment records exist only for imss and issste accounts.',
    });
    await expect(new GetAccountEmployment(setup('imss')).execute(principal(), ID)).rejects.toMatchObject({ code: 'employment_info_not_found' });
  });

  it('deletes the caller’s account and answers its id', async () => {
    const deps = setup();
    await expect(new DeleteAccount(deps.accounts).execute(principal(), ID.toUpperCase())).resolves.toBe(ID);
    expect(deps.deleted).toEqual([ID]);
  });
});
