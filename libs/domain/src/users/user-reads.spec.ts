import type { Account } from '../accounts/account';
import type { Principal } from '../auth/principal';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work';
import type { WebhookEvent } from '../webhooks/webhook-event';
import { DeleteUser } from './delete-user';
import { FindUserByExternalId } from './find-user-by-external-id';
import { GetUser } from './get-user';
import { ListUserAccounts } from './list-user-accounts';
import type { User, UserRef } from './user';

const MINE = 'company-1';
const ID = '3f2b8c1e-9a4d-4e2b-8f6a-1c2d3e4f5a6b';
const THEIRS_ID = '7d2c3f0e-1b7a-4c55-9d0e-3f1f2a9b8c7d';

const principal = (overrides: Partial<Principal['company']> = {}, keyKind: Principal['keyKind'] = 'private'): Principal => ({
  company: { id: MINE, name: 'Acme', environment: 'sandbox', readEnabled: true, writeEnabled: true, createdAt: new Date(0), ...overrides },
  keyId: 'key-1',
  keyKind,
});

const USERS: User[] = [
  { id: ID, companyId: MINE, externalId: 'worker-1', widgetId: null, createdAt: new Date(0) },
  { id: THEIRS_ID, companyId: 'company-2', externalId: 'worker-2', widgetId: null, createdAt: new Date(0) },
];

function setup() {
  const listed: string[][] = [];
  const deleted: string[] = [];
  const match = (companyId: string, ref: UserRef) => (u: User) =>
    u.companyId === companyId && ('userId' in ref ? u.id === ref.userId : u.externalId === ref.externalId);
  const users = {
    findByRef: async (companyId: string, ref: UserRef) => USERS.find(match(companyId, ref)) ?? null,
    delete: async (companyId: string, userId: string) => (USERS.some(match(companyId, { userId })) ? (deleted.push(userId), true) : false),
  };
  const accounts = { listByUser: async (companyId: string, userId: string): Promise<Account[]> => (listed.push([companyId, userId]), []) };
  const events: WebhookEvent[] = [];
  const unitOfWork: UnitOfWork = { run: (work) => work({ users, reports: { revokeForUser: async () => 0 }, outbox: { record: async (...recorded: WebhookEvent[]) => void events.push(...recorded) } } as unknown as Repositories) };
  const deleteUser = new DeleteUser({ users, unitOfWork, clock: { now: () => new Date(0) } });
  return { users, accounts, listed, deleted, events, deleteUser };
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
      expect(deps.listed).toEqual([]);
      expect(deps.deleted).toEqual([]);
    },
  );

  it('finds no other company’s user by external id, and needs one', async () => {
    const { users } = setup();
    await expect(new FindUserByExternalId(users).execute(principal(), 'worker-2')).rejects.toMatchObject({
      code: 'USER_NOT_FOUND',
      message: "No user with external_id 'worker-2' in your company.",
    });
    for (const missing of [undefined, '', ['worker-1']]) {
      await expect(new FindUserByExternalId(users).execute(principal(), missing)).rejects.toMatchObject({
        code: 'bad_request',
        errors: [{ field: 'external_id', message: 'is required' }],
      });
    }
  });

  it('checks the access a read needs', async () => {
    await expect(new GetUser(setup().users).execute(principal({ readEnabled: false }), ID)).rejects.toMatchObject({ code: 'read_permissions_disabled' });
    await expect(setup().deleteUser.execute(principal({}, 'public'), ID)).rejects.toMatchObject({ code: 'forbidden_error' });
  });

  it('lists the caller’s user’s accounts and deletes the user', async () => {
    const deps = setup();
    await expect(new ListUserAccounts(deps).execute(principal(), ID)).resolves.toEqual({ user: USERS[0], accounts: [] });
    expect(deps.listed).toEqual([[MINE, ID]]);
    await expect(deps.deleteUser.execute(principal(), ID.toUpperCase())).resolves.toBe(ID);
    expect(deps.events).toEqual([expect.objectContaining({ action: 'user.deleted', userId: ID, externalId: 'worker-1' })]);
    expect(deps.deleted).toEqual([ID]);
  });
});
