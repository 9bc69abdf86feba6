import { aPrincipal } from '@gig/testing';
import { testRegistry } from '../platforms/test-platforms.fixture';
import type { AccountEmployment, AccountProfile } from './account-data';
import { accountStore, THEIRS } from './account.spec-setup';
import { DeleteAccount } from './delete-account';
import { GetAccount } from './get-account';
import { GetAccountEmployment } from './get-account-employment';
import { GetAccountProfile } from './get-account-profile';

const ID = '3f2b8c1e-9a4d-4e2b-8f6a-1c2d3e4f5a6b';
const THEIRS_ID = '7d2c3f0e-1b7a-4c55-9d0e-3f1f2a9b8c7d';

const principal = (keyKind: 'private' | 'public' = 'private') => aPrincipal(keyKind);

const PROFILE: AccountProfile = {
  workerId: 'w-1',
  profile: { firstName: 'Ana', lastName: null, email: null, phone: null, birthday: null, address: null, cityName: null, pictureUrl: null },
  idsInfo: [],
  vehicleInfo: null,
  metricsInfo: null,
};
const EMPLOYMENT: AccountEmployment = { employmentInfo: { quotedWeeks: 1, discountedWeeks: 0, reintegratedWeeks: 0, status: 'employed' }, employmentHistory: [] };

/** The caller's account and another company's, on `platform`, over the in-memory fakes, with the data given for both. */
async function setup(platform = 'uber', data: { profile?: AccountProfile; employment?: AccountEmployment } = {}) {
  const { store, repos } = accountStore([{ id: ID, platform, lastSuccessfulConnection: '2025-01-31' }, { id: THEIRS_ID, companyId: THEIRS.id, platform }]);
  for (const id of [ID, THEIRS_ID]) {
    if (data.profile) await repos.accountData.saveProfile(id, data.profile);
    if (data.employment) await repos.accountData.saveEmployment(id, data.employment);
  }
  return { accounts: repos.accounts, accountData: repos.accountData, platforms: testRegistry(), stored: () => [...store.accounts.keys()].sort() };
}

describe('reads of an account', () => {
  it('finds the caller’s account by its id in any case', async () => {
    const { accounts } = await setup();
    await expect(new GetAccount(accounts).execute(principal(), ID.toUpperCase())).resolves.toMatchObject({ id: ID });
  });

  it.each([['another company’s', THEIRS_ID], ['a missing', '00000000-0000-4000-8000-000000000000'], ['a malformed', 'not-a-uuid']])(
    'treats %s account as absent',
    async (_case, id) => {
      const deps = await setup('imss', { profile: PROFILE, employment: EMPLOYMENT });
      const absent = { code: 'not_found_error', message: 'No account with that id in your company.' };
      await expect(new GetAccount(deps.accounts).execute(principal(), id)).rejects.toMatchObject(absent);
      await expect(new GetAccountProfile(deps).execute(principal(), id)).rejects.toMatchObject(absent);
      await expect(new GetAccountEmployment(deps).execute(principal(), id)).rejects.toMatchObject(absent);
      await expect(new DeleteAccount(deps.accounts).execute(principal(), id)).rejects.toMatchObject(absent);
      expect(deps.stored()).toEqual([ID, THEIRS_ID].sort());
    },
  );

  it('needs a private key', async () => {
    await expect(new GetAccount((await setup()).accounts).execute(principal('public'), ID)).rejects.toMatchObject({ code: 'forbidden_error' });
    await expect(new DeleteAccount((await setup()).accounts).execute(principal('public'), ID)).rejects.toMatchObject({ code: 'forbidden_error' });
  });

  it('gives the profile with its account, or not_found_error before one was retrieved', async () => {
    await expect(new GetAccountProfile(await setup('uber', { profile: PROFILE })).execute(principal(), ID)).resolves.toEqual({
      account: expect.objectContaining({ id: ID }),
      profile: PROFILE,
    });
    await expect(new GetAccountProfile(await setup('uber')).execute(principal(), ID)).rejects.toMatchObject({
      code: 'not_found_error',
      message: 'No profile has been retrieved for this account yet.',
    });
  });

  it('gives employment records of institute accounts only', async () => {
    await expect(new GetAccountEmployment(await setup('imss', { employment: EMPLOYMENT })).execute(principal(), ID)).resolves.toMatchObject({
      employment: EMPLOYMENT,
    });
    await expect(new GetAccountEmployment(await setup('uber', { employment: EMPLOYMENT })).execute(principal(), ID)).rejects.toMatchObject({
      code: 'not_found_error',
      message: 'Employment records exist only for imss and issste accounts.',
    });
    await expect(new GetAccountEmployment(await setup('imss')).execute(principal(), ID)).rejects.toMatchObject({ code: 'employment_info_not_found' });
  });

  it('deletes the caller’s account and answers its id', async () => {
    const deps = await setup();
    await expect(new DeleteAccount(deps.accounts).execute(principal(), ID.toUpperCase())).resolves.toBe(ID);
    expect(deps.stored()).toEqual([THEIRS_ID]);
  });
});
