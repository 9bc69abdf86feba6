import { accountStatus } from '../accounts/account-lifecycle';
import { anAccount, aWidget, InMemoryStore, inMemoryRepositories, TestClock } from '@gig/testing';
import type { Company } from '../companies/company';
import type { Principal } from '../auth/principal';
import { assertAccess, outOfScope } from '../auth/principal';
import type { User } from '../users/user';
import { AuthenticateConnectToken } from './authenticate-connect-token';
import { CONNECT_TOKEN_LIFETIME_MS, hashConnectToken } from './connect-token';
import { GetConnectSession } from './get-connect-session';
import { maskedIdentifier } from './masked-identifier';
import { IssueConnectToken } from './issue-connect-token';
import { RevokeConnectToken } from './revoke-connect-token';
import { memberPrincipal } from '../members/member-principal';

const NOW = new Date('2026-11-26T10:00:00.000Z');
const company: Company = { id: 'c0000000-0000-4000-8000-000000000001', name: 'Acme', environment: 'sandbox', readEnabled: true, writeEnabled: true, createdAt: new Date(0) };
const other: Company = { ...company, id: 'c0000000-0000-4000-8000-000000000002', name: 'Other' };
const user: User = { id: 'a0000000-0000-4000-8000-000000000001', companyId: company.id, externalId: 'worker-7', widgetId: null, createdAt: new Date(0) };
const widget = aWidget(company, { id: 'b0000000-0000-4000-8000-000000000001' });
const theirWidget = aWidget(other, { id: 'b0000000-0000-4000-8000-000000000009' });
const privateKey: Principal = { company, keyId: 'e0000000-0000-4000-8000-000000000001', keyKind: 'private' };

/** The connect token use cases over the in-memory fakes: a company with a user and a widget, another company's widget. */
function setup() {
  const clock = new TestClock(NOW);
  const store = new InMemoryStore();
  for (const c of [company, other]) store.companies.set(c.id, c);
  store.apiKeys.set(privateKey.keyId, { id: privateKey.keyId, companyId: company.id, kind: 'private', prefix: 'sk_sandbox_abcde', hash: 'h', revokedAt: null });
  store.users.set(user.id, user);
  for (const w of [widget, theirWidget]) store.widgets.set(w.id, w);
  const repos = inMemoryRepositories(store);
  const issue = new IssueConnectToken({ users: repos.users, widgets: repos.widgets, connectTokens: repos.connectTokens, clock });
  const authenticate = new AuthenticateConnectToken(repos.connectTokens, clock);
  const revoke = new RevokeConnectToken({ connectTokens: repos.connectTokens, clock });
  return { store, repos, rows: store.connectTokens, issue, authenticate, revoke, clock, advance: (ms: number) => clock.advance(ms) };
}

describe('IssueConnectToken', () => {
  it('issues a ct_ token of 32 random bytes for 30 minutes, and stores only its SHA-256', async () => {
    const { issue, rows } = setup();
    const issued = await issue.execute(privateKey, { externalId: 'worker-7', widgetId: widget.id.toUpperCase() });
    expect(issued.connectToken).toMatch(/^ct_[A-Za-z0-9_-]{43}$/);
    expect(issued.record).toMatchObject({ userId: user.id, widgetId: widget.id, companyId: company.id, expiresAt: new Date(NOW.getTime() + CONNECT_TOKEN_LIFETIME_MS) });
    expect([...rows.keys()]).toEqual([hashConnectToken(issued.connectToken)]);
    expect(JSON.stringify([...rows.values()])).not.toContain(issued.connectToken);
  });

  it('refuses a public key, an unknown user, a widget that is not the company’s, and a missing reference', async () => {
    const { issue } = setup();
    await expect(issue.execute({ ...privateKey, keyKind: 'public' }, { userId: user.id, widgetId: widget.id })).rejects.toMatchObject({ code: 'forbidden_error' });
    await expect(issue.execute(privateKey, { externalId: 'nobody', widgetId: widget.id })).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
    await expect(issue.execute(privateKey, { userId: user.id, widgetId: theirWidget.id }))
      .rejects.toMatchObject({ code: 'bad_request', errors: [{ field: 'widgetId' }] });
    await expect(issue.execute(privateKey, { userId: user.id })).rejects.toMatchObject({ code: 'bad_request', errors: [{ field: 'widgetId' }] });
    await expect(issue.execute(privateKey, { widgetId: widget.id })).rejects.toMatchObject({ code: 'bad_request' });
  });
});

describe('AuthenticateConnectToken', () => {
  it('resolves a token to a public principal scoped to its user and widget, until it expires', async () => {
    const { issue, authenticate, advance } = setup();
    const { connectToken, record } = await issue.execute(privateKey, { userId: user.id, widgetId: widget.id });
    const principal = await authenticate.execute(` ${connectToken} `);
    expect(principal).toEqual({ company, keyId: `connect-token:${record.id}`, keyKind: 'public', connect: { tokenId: record.id, userId: user.id, widgetId: widget.id, expiresAt: record.expiresAt } });
    advance(CONNECT_TOKEN_LIFETIME_MS - 1);
    await expect(authenticate.execute(connectToken)).resolves.toBeDefined();
    advance(1);
    await expect(authenticate.execute(connectToken)).rejects.toMatchObject({ code: 'invalid_api_key', message: expect.stringContaining('expired') });
  });

  it('fails with invalid_api_key for an unknown token', async () => {
    await expect(setup().authenticate.execute('ct_unknown')).rejects.toMatchObject({ code: 'invalid_api_key' });
  });

  it('gives a token the widget’s flow only', async () => {
    const { issue, authenticate } = setup();
    const principal = await authenticate.execute((await issue.execute(privateKey, { userId: user.id, widgetId: widget.id })).connectToken);
    expect(() => assertAccess(principal, 'connect')).not.toThrow();
    expect(() => assertAccess(principal, 'read')).toThrow(expect.objectContaining({ code: 'forbidden_error' }));
    expect(() => assertAccess(principal, 'manage')).toThrow(expect.objectContaining({ code: 'forbidden_error' }));
  });
});

describe('the end of a connect token', () => {
  it('comes with the revocation of the key that issued it, at the revocation’s time (a rotation’s grace included)', async () => {
    const { issue, authenticate, repos, clock } = setup();
    const { connectToken, record } = await issue.execute(privateKey, { userId: user.id, widgetId: widget.id });
    expect(record).toMatchObject({ apiKeyId: privateKey.keyId, memberId: null, revokedAt: null });
    await repos.apiKeys.revoke(privateKey.keyId, new Date(NOW.getTime() + 60_000));
    await expect(authenticate.execute(connectToken)).resolves.toBeDefined();
    clock.advance(60_000);
    await expect(authenticate.execute(connectToken)).rejects.toMatchObject({ code: 'invalid_api_key', message: expect.stringContaining('ended with the API key that issued it') });
  });

  it('comes with POST /v1/connect/tokens/revoke of its company’s private key: at once, idempotent, silent for another company’s token', async () => {
    const { issue, authenticate, revoke } = setup();
    const [mine, spare] = [await issue.execute(privateKey, { userId: user.id, widgetId: widget.id }), await issue.execute(privateKey, { userId: user.id, widgetId: widget.id })];
    const stranger: Principal = { company: other, keyId: 'key-9', keyKind: 'private' };
    await revoke.execute(stranger, spare.connectToken);
    await expect(authenticate.execute(spare.connectToken)).resolves.toBeDefined();
    await revoke.execute(privateKey, ` ${mine.connectToken} `);
    await revoke.execute(privateKey, mine.connectToken);
    await revoke.execute(privateKey, 'ct_never-issued');
    await expect(authenticate.execute(mine.connectToken)).rejects.toMatchObject({ code: 'invalid_api_key', message: expect.stringContaining('has been revoked') });
  });

  it('refuses a public key, a connect token itself, and anything but a ct_ string', async () => {
    const { issue, authenticate, revoke } = setup();
    const { connectToken } = await issue.execute(privateKey, { userId: user.id, widgetId: widget.id });
    await expect(revoke.execute({ ...privateKey, keyKind: 'public' }, connectToken)).rejects.toMatchObject({ code: 'forbidden_error' });
    await expect(revoke.execute(await authenticate.execute(connectToken), connectToken)).rejects.toMatchObject({ code: 'forbidden_error' });
    for (const bad of [undefined, null, '', 'sk_sandbox_x']) {
      await expect(revoke.execute(privateKey, bad)).rejects.toMatchObject({ code: 'bad_request', errors: [{ field: 'connectToken' }] });
    }
  });

  it('records a console member as the issuer of the tokens it asks for, and no key', async () => {
    const { issue, store } = setup();
    const member = { id: 'f0000000-0000-4000-8000-000000000001', companyId: company.id, email: 'ana@lender.example', role: 'admin' as const, passwordHash: null, createdAt: NOW };
    store.members.set(member.id, member);
    const { record } = await issue.execute(memberPrincipal(member, company), { userId: user.id, widgetId: widget.id });
    expect(record).toMatchObject({ apiKeyId: null, memberId: member.id });
  });
});

describe('outOfScope', () => {
  it('leaves out every other user for a token, none for a key', () => {
    const scoped: Principal = { ...privateKey, keyKind: 'public', connect: { tokenId: 't', userId: user.id, widgetId: widget.id, expiresAt: NOW } };
    expect([outOfScope(scoped, user.id), outOfScope(scoped, 'someone-else')]).toEqual([false, true]);
    expect(outOfScope(privateKey, 'someone-else')).toBe(false);
  });
});

describe('maskedIdentifier', () => {
  it('shows the start of an e-mail and the end of a phone or CURP, never the whole', () => {
    expect(['ana@example.com', 'a@x.mx', '5512344321', 'GODE561231HDFRRN04', '12345'].map(maskedIdentifier))
      .toEqual(['an***@example.com', '***@x.mx', '******4321', '**************RN04', '****5']);
  });
});

describe('GetConnectSession', () => {
  it('answers the token’s user, widget and accounts, and needs a token', async () => {
    const { issue, authenticate, repos } = setup();
    const principal = await authenticate.execute((await issue.execute(privateKey, { userId: user.id, widgetId: widget.id })).connectToken);
    const account = anAccount(user, { id: 'd1', platform: 'uber', country: 'mx', status: accountStatus.requiresAuth, identifier: 'secret@example.com' });
    await repos.accounts.create(account);
    const session = new GetConnectSession({ users: repos.users, accounts: repos.accounts });
    expect(await session.execute(principal)).toEqual({
      user, widgetId: widget.id, expiresAt: principal.connect?.expiresAt, accounts: [{
        id: 'd1', platform: 'uber', country: 'mx', status: accountStatus.requiresAuth, source: account.source, createdAt: account.createdAt,
        lastSuccessfulConnection: account.lastSuccessfulConnection, identifierMasked: 'se***@example.com',
      }],
    });
    await expect(session.execute(privateKey)).rejects.toMatchObject({ code: 'forbidden_error' });
  });
});
