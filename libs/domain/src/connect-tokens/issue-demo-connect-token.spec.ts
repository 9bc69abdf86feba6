import { aWidget, InMemoryStore, inMemoryRepositories, TestClock } from '@gig/testing';
import type { Company } from '../companies/company';
import type { Member } from '../members/member';
import type { User } from '../users/user';
import { AuthenticateConnectToken } from './authenticate-connect-token';
import { DemoConnection, IssueDemoConnectToken } from './issue-demo-connect-token';
import { IssueConnectToken } from './issue-connect-token';

const NOW = new Date('2026-11-26T10:00:00.000Z');
const DEMO: DemoConnection = { adminEmail: 'admin@demo.example', widgetName: 'Demo widget', externalId: 'demo-worker-1' };
const company: Company = { id: 'c0000000-0000-4000-8000-000000000001', name: 'Demo Company', environment: 'sandbox', readEnabled: true, writeEnabled: true, createdAt: new Date(0) };
const admin: Member = { id: 'd0000000-0000-4000-8000-000000000001', companyId: company.id, email: DEMO.adminEmail, role: 'admin', passwordHash: null, createdAt: new Date(0) };
const worker: User = { id: 'a0000000-0000-4000-8000-000000000001', companyId: company.id, externalId: DEMO.externalId, widgetId: null, createdAt: new Date(0) };
const demoWidget = aWidget(company, { id: 'b0000000-0000-4000-8000-000000000001', name: DEMO.widgetName, createdAt: new Date(1) });
const laterNamesake = aWidget(company, { id: 'b0000000-0000-4000-8000-000000000002', name: DEMO.widgetName, createdAt: new Date(2) });

/** The seeded demo over the in-memory fakes: its company, admin, worker and widget (and a later widget of the same name). */
function setup(changes: { company?: Partial<Company>; admin?: Partial<Member> } = {}) {
  const clock = new TestClock(NOW);
  const store = new InMemoryStore();
  store.companies.set(company.id, { ...company, ...changes.company });
  store.members.set(admin.id, { ...admin, ...changes.admin });
  store.users.set(worker.id, worker);
  for (const widget of [demoWidget, laterNamesake]) store.widgets.set(widget.id, widget);
  const repos = inMemoryRepositories(store);
  const issue = new IssueConnectToken({ users: repos.users, widgets: repos.widgets, connectTokens: repos.connectTokens, clock });
  const demo = new IssueDemoConnectToken({ members: repos.members, companies: repos.companies, widgets: repos.widgets, issue });
  return { store, demo, authenticate: new AuthenticateConnectToken(repos.connectTokens, clock) };
}

describe('IssueDemoConnectToken', () => {
  it('issues a new live token at every call, for the demo worker on the seeded widget, on behalf of the demo admin', async () => {
    const { demo, authenticate, store } = setup();
    const first = await demo.execute(DEMO);
    const second = await demo.execute(DEMO);
    expect([first?.connectToken === second?.connectToken, store.connectTokens.size]).toEqual([false, 2]);
    for (const issued of [first, second]) {
      expect(issued?.record).toMatchObject({ userId: worker.id, widgetId: demoWidget.id, memberId: admin.id, apiKeyId: null });
      const principal = await authenticate.execute(issued?.connectToken ?? '');
      expect(principal.connect).toMatchObject({ userId: worker.id, widgetId: demoWidget.id });
    }
  });

  it('issues nothing without that demo: no such admin, a viewer, a live company, or no widget of that name', async () => {
    expect(await setup({ admin: { email: 'ops@lender.example' } }).demo.execute(DEMO)).toBeNull();
    expect(await setup({ admin: { role: 'viewer' } }).demo.execute(DEMO)).toBeNull();
    expect(await setup({ company: { environment: 'live' } }).demo.execute(DEMO)).toBeNull();
    expect(await setup().demo.execute({ ...DEMO, widgetName: 'Renamed' })).toBeNull();
  });

  it('answers USER_NOT_FOUND once the demo worker is deleted', async () => {
    const { demo, store } = setup();
    store.users.delete(worker.id);
    await expect(demo.execute(DEMO)).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
  });
});
