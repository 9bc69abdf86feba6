import { aPrincipal } from '@gig/testing';
import { accountStore, MINE as COMPANY, THEIRS } from '../accounts/account.spec-setup';
import type { Principal } from '../auth/principal';
import { DeleteUser } from './delete-user';
import { FindUserByExternalId } from './find-user-by-external-id';
import { GetUser } from './get-user';
import { ListUserAccounts } from './list-user-accounts';
import type { User } from './user';

const MINE = COMPANY.id;
const ID = '3f2b8c1e-9a4d-4e2b-8f6a-1c2d3e4f5a6b';
const THEIRS_ID = '7d2c3f0e-1b7a-4c55-9d0e-3f1f2a9b8c7d';

const principal = (overrides: Partial<Principal['company']> = {}, keyKind: Principal['keyKind'] = 'private'): Principal => aPrincipal(keyKind, overrides);

const USERS: User[] = [
  { id: ID, companyId: MINE, externalId: 'worker-1', widgetId: null, createdAt: new Date(0) },
  { id: THEIRS_ID, companyId: THEIRS.id, externalId: 'worker-2', widgetId: null, createdAt: new Date(0) },
];

/** The user use cases over the in-memory fakes: a user with an account in the caller's company, one in another. */
function setup() {
  const { store, repos, unitOfWork, clock } = accountStore([{ platform: 'uber' }], USERS);
  const [account] = store.accounts.values();
  return {
    users: repos.users,
    accounts: repos.accounts,
    account,
    storedUsers: () => [...store.users.keys()].sort(),
    events: () => [...store.webhookEvents.values()],
    deleteUser: new DeleteUser({ users: repos.users, unitOfWork, clock }),
  };
}

describe('reads of a user', () => {
  it('finds the caller’s user by id in any case, or by external id', async () => {
    const { users } = setup();
    await expect(new GetUser(users).execute(principal(), ID.toUpperCase())).resolves.toEqual(USERS[0]);
    await expect(new FindUserByExternalId(users).execute(principal(), 'worker-1')).resolves.toEqual(USERS[0]);
  });

  it.each([['another company’s', THEIRS_ID], ['a missing', '00000000-0000-4000-8000-000000000000'], ['a malformed', 'not-a-uuid']])(
    'treats %s user as absent',
    async (_case, id) => {
      const deps = setup();
      const absent = { code: 'USER_NOT_FOUND', message: 'No user with that id in your company.' };
      await expect(new GetUser(deps.users).execute(principal(), id)).rejects.toMatchObject(absent);
      await expect(new ListUserAccounts(deps).execute(principal(), id)).rejects.toMatchObject(absent);
      await expect(deps.deleteUser.execute(principal(), id)).rejects.toMatchObject(absent);
      expect(deps.storedUsers()).toEqual([ID, THEIRS_ID].sort());
      expect(deps.events()).toEqual([]);
    },
  );

  it('finds no other company’s user by external id', async () => {
    const { users } = setup();
    await expect(new FindUserByExternalId(users).execute(principal(), 'worker-2')).rejects.toMatchObject({
      code: 'USER_NOT_FOUND',
      message: "No user with externalId 'worker-2' in your company.",
    });
  });

  it('checks the access a read needs', async () => {
    await expect(new GetUser(setup().users).execute(principal({ readEnabled: false }), ID)).rejects.toMatchObject({ code: 'read_permissions_disabled' });
    await expect(setup().deleteUser.execute(principal({}, 'public'), ID)).rejects.toMatchObject({ code: 'forbidden_error' });
  });

  it('lists the caller’s user’s accounts and deletes the user', async () => {
    const deps = setup();
    await expect(new ListUserAccounts(deps).execute(principal(), ID)).resolves.toEqual({ user: USERS[0], accounts: [deps.account] });
    await expect(deps.deleteUser.execute(principal(), ID.toUpperCase())).resolves.toBe(ID);
    expect(deps.events()).toEqual([expect.objectContaining({ action: 'user.deleted', userId: ID, externalId: 'worker-1' })]);
    expect(deps.storedUsers()).toEqual([THEIRS_ID]);
  });
});
