import { aPrincipal as principalOf, aWidget, fixedClock, InMemoryStore, inMemoryRepositories } from '@gig/testing';
import type { User } from '../users/user';
import { RecordConsent } from './record-consent';

const CAME_THROUGH = 'a1b2c3d4-0000-4000-8000-000000000001';
const USER: User = { id: '3f2b8c1e-9a4d-4e2b-8f6a-1c2d3e4f5a6b', companyId: 'company-1', externalId: null, widgetId: CAME_THROUGH, createdAt: new Date(0) };
const clock = fixedClock('2026-11-01T10:00:00.000Z');
const INPUT = { userId: USER.id, timestamp: '2026-11-01T03:59:00-06:00', consentMethod: 'checkbox', version: '2026-11', language: 'es', device: 'Mozilla/5.0' };

/** RecordConsent over the in-memory fakes: company-1 with `user` and widgets (the one it came through, another), company-2 with a widget. */
function setup(user: User = USER) {
  const store = new InMemoryStore();
  const company = principalOf('public').company;
  for (const c of [company, { ...company, id: 'company-2' }]) store.companies.set(c.id, c);
  const widget = aWidget(company, { id: 'a1b2c3d4-0000-4000-8000-000000000002' });
  for (const w of [aWidget(company, { id: CAME_THROUGH }), widget, aWidget({ id: 'company-2' }, { id: 'c0ffee00-0000-4000-8000-000000000003' })]) store.widgets.set(w.id, w);
  store.users.set(user.id, user);
  const repos = inMemoryRepositories(store);
  const record = new RecordConsent({ users: repos.users, widgets: repos.widgets, consents: repos.consents, clock });
  return { record, stored: () => [...store.consents.values()], widget };
}

describe('RecordConsent', () => {
  it('records the consent with the caller’s address, in its usual form, and the widget the user came through', async () => {
    const { record, stored } = setup();
    const consent = await record.execute(principalOf('public'), INPUT, '::ffff:192.0.2.10');
    expect(consent).toEqual({
      id: expect.any(String), companyId: 'company-1', userId: USER.id, widgetId: USER.widgetId, ipAddress: '192.0.2.10', consentedAt: new Date('2026-11-01T09:59:00.000Z'),
      method: 'checkbox', version: '2026-11', language: 'es', device: 'Mozilla/5.0', createdAt: clock.now(),
    });
    expect(stored()).toEqual([consent]);
  });

  it('prefers the address and widget given', async () => {
    const { record, widget } = setup();
    await expect(record.execute(principalOf('private'), { ...INPUT, ipAddress: '2001:0DB8:0:0::1', widgetId: widget.id }, '10.0.0.1'))
      .resolves.toMatchObject({ ipAddress: '2001:db8::1', widgetId: widget.id });
  });

  it('stores the caller’s address for a public key, whatever address the body names (anyone can read that key)', async () => {
    const { record, stored } = setup();
    await expect(record.execute(principalOf('public'), { ...INPUT, ipAddress: '203.0.113.66' }, '::ffff:192.0.2.10')).resolves.toMatchObject({ ipAddress: '192.0.2.10' });
    expect(stored().map((consent) => consent.ipAddress)).toEqual(['192.0.2.10']);
  });

  it('refuses a timestamp before the user was created (five minutes of skew allowed), naming the field', async () => {
    const { record, stored } = setup({ ...USER, createdAt: new Date('2026-11-01T09:00:00.000Z') });
    for (const timestamp of ['0001-01-01T00:00:00Z', '2026-11-01T08:54:59Z']) {
      await expect(record.execute(principalOf('private'), { ...INPUT, timestamp }, '10.0.0.1'))
        .rejects.toMatchObject({ code: 'bad_request', errors: [expect.objectContaining({ field: 'timestamp' })] });
    }
    expect(stored()).toEqual([]);
    await expect(record.execute(principalOf('private'), { ...INPUT, timestamp: '2026-11-01T08:55:00Z' }, '10.0.0.1')).resolves.toMatchObject({ consentedAt: new Date('2026-11-01T08:55:00Z') });
  });

  it('names every bad or missing field at once and stores nothing', async () => {
    const { record, stored } = setup();
    await expect(record.execute(principalOf('public'), { timestamp: '2026-11-01 10:00', language: 'de', ipAddress: 'localhost', device: 'x'.repeat(301) }, '10.0.0.1')).rejects.toMatchObject({
      code: 'bad_request',
      errors: ['userId', 'timestamp', 'consentMethod', 'version', 'language', 'device', 'ipAddress'].map((field) => expect.objectContaining({ field })),
    });
    await expect(record.execute(principalOf('public'), { ...INPUT, timestamp: '2026-11-01T10:06:00Z' }, '10.0.0.1')).rejects.toMatchObject({ errors: [expect.objectContaining({ field: 'timestamp' })] });
    expect(stored()).toEqual([]);
  });

  it('answers USER_NOT_FOUND for another company’s user and refuses another company’s widget', async () => {
    const { record } = setup();
    await expect(record.execute(principalOf('public', { id: 'company-2' }), INPUT, '10.0.0.1')).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
    await expect(record.execute(principalOf('public'), { ...INPUT, widgetId: 'c0ffee00-0000-4000-8000-000000000003' }, '10.0.0.1'))
      .rejects.toMatchObject({ code: 'bad_request', errors: [expect.objectContaining({ field: 'widgetId' })] });
  });

  it('needs a company with account creation enabled', async () => {
    await expect(setup().record.execute(principalOf('public', { writeEnabled: false }), INPUT, '10.0.0.1')).rejects.toMatchObject({ code: 'write_permissions_disabled' });
  });
});
