import { aPrincipal, aWidget, InMemoryStore, InMemoryUnitOfWork, inMemoryRepositories, TestClock } from '@gig/testing';
import type { Principal } from '../auth/principal';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { CreateUser } from './create-user';
import type { User } from './user';

const WIDGET = 'a1b2c3d4-0000-4000-8000-00000000000a';

const principal = (keyKind: Principal['keyKind']): Principal => aPrincipal(keyKind);
const KNOWN: User = { id: '3f2b8c1e-9a4d-4e2b-8f6a-1c2d3e4f5a6b', companyId: 'company-1', externalId: 'worker-1', widgetId: null, createdAt: new Date(0) };

/**
 * CreateUser over the in-memory fakes: company-1 with its user KNOWN and a widget, another company's widget.
 * `raceOn` makes another request create that external id just before this one's transaction.
 */
function setup(raceOn?: string) {
  const store = new InMemoryStore();
  const company = aPrincipal('private').company;
  const other = { ...company, id: 'company-2' };
  for (const c of [company, other]) store.companies.set(c.id, c);
  store.users.set(KNOWN.id, KNOWN);
  for (const widget of [aWidget(company, { id: WIDGET }), aWidget(other, { id: 'b1c2d3e4-0000-4000-8000-000000000009' })]) store.widgets.set(widget.id, widget);
  const repos = inMemoryRepositories(store);
  const transactions = new InMemoryUnitOfWork(store);
  const unitOfWork: UnitOfWork = {
    run: (work) => {
      if (raceOn) store.users.set('b1c2d3e4-0000-4000-8000-000000000001', { ...KNOWN, id: 'b1c2d3e4-0000-4000-8000-000000000001', externalId: raceOn });
      return transactions.run(work);
    },
  };
  return {
    stored: () => [...store.users.values()],
    events: () => [...store.webhookEvents.values()],
    createUser: new CreateUser(repos.users, unitOfWork, new TestClock(new Date('2025-03-15T12:00:00.000Z')), repos.widgets),
  };
}

const refused = { code: 'forbidden_error', message: expect.stringMatching(/public key cannot reach an existing user/) };

describe('CreateUser', () => {
  it('gives a private key the user that already has the external_id, so a retry is safe', async () => {
    const { createUser, stored } = setup();
    await expect(createUser.execute(principal('private'), { externalId: 'worker-1' })).resolves.toEqual({ user: KNOWN, created: false });
    expect(stored()).toHaveLength(1);
  });

  it('refuses a public key an existing external_id without naming its user, and creates nothing', async () => {
    const { createUser, stored } = setup();
    const error = await createUser.execute(principal('public'), { externalId: 'worker-1' }).catch((e: unknown) => e);
    expect(error).toMatchObject(refused);
    expect(JSON.stringify(error) + String((error as Error).message)).not.toContain(KNOWN.id);
    expect(stored()).toEqual([KNOWN]);
  });

  it('refuses a public key the same way when the external_id appears during its own creation', async () => {
    await expect(setup('worker-9').createUser.execute(principal('public'), { externalId: 'worker-9' })).rejects.toMatchObject(refused);
    await expect(setup('worker-9').createUser.execute(principal('private'), { externalId: 'worker-9' })).resolves.toMatchObject({ created: false, user: { externalId: 'worker-9' } });
  });

  it('lets a public key create new users, with or without an external_id', async () => {
    const { createUser } = setup();
    await expect(createUser.execute(principal('public'), { externalId: 'worker-2' })).resolves.toMatchObject({ created: true, user: { companyId: 'company-1', externalId: 'worker-2' } });
    await expect(createUser.execute(principal('public'))).resolves.toMatchObject({ created: true, user: { externalId: null } });
  });

  it('announces a new user (user.created) and nothing for an existing one', async () => {
    const { createUser, events } = setup();
    const { user } = await createUser.execute(principal('private'), { externalId: 'worker-2' });
    await createUser.execute(principal('private'), { externalId: 'worker-1' });
    expect(events()).toEqual([expect.objectContaining({ action: 'user.created', companyId: 'company-1', userId: user.id, externalId: 'worker-2', accountId: null })]);
  });

  it('keeps the widget a new user came through, and refuses one the company does not have naming widgetId', async () => {
    const { createUser, stored } = setup();
    await expect(createUser.execute(principal('public'), { widgetId: WIDGET.toUpperCase() })).resolves.toMatchObject({ created: true, user: { widgetId: WIDGET } });
    for (const widgetId of ['b1c2d3e4-0000-4000-8000-000000000009', 'nope']) {
      await expect(createUser.execute(principal('public'), { externalId: 'worker-3', widgetId })).rejects.toMatchObject({ code: 'bad_request', errors: [expect.objectContaining({ field: 'widgetId' })] });
    }
    expect(stored().map((u) => u.externalId)).toEqual(['worker-1', null]);
  });

  it('refuses a blank or too long external id naming externalId, and creates nothing', async () => {
    const { createUser, stored } = setup();
    for (const externalId of ['', '   ', 'x'.repeat(256)]) {
      await expect(createUser.execute(principal('private'), { externalId })).rejects.toMatchObject({
        code: 'bad_request',
        message: 'externalId must be a non-empty string of at most 255 characters.',
        errors: [{ field: 'externalId', message: 'externalId must be a non-empty string of at most 255 characters.' }],
      });
    }
    expect(stored()).toEqual([KNOWN]);
  });
});
