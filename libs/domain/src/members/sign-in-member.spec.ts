import { SESSION_LIFETIME_MS } from './console-session';
import { assertMayWrite } from '../auth/principal';
import { memberPrincipal } from './member-principal';
import { hashSecretToken } from './member-secrets';
import { company, PASSWORD, setup, T0, TOKEN, withPassword } from './member.spec-setup';

describe('SignInMember, AuthenticateMember, SignOutMember', () => {
  it('signs in to a 12-hour session whose cookie token and CSRF token are random, storing only the token’s hash', async () => {
    const world = setup();
    const member = await withPassword(world);
    const signedIn = await world.signIn.execute('ANA@lender.example', PASSWORD, '203.0.113.1');
    expect(signedIn).toEqual({ sessionToken: expect.stringMatching(TOKEN), csrfToken: expect.stringMatching(TOKEN), member: { ...member, passwordHash: `plain$${PASSWORD}` }, company, expiresAt: new Date(T0.getTime() + SESSION_LIFETIME_MS) });
    expect([...world.sessions.keys()]).toEqual([hashSecretToken(signedIn.sessionToken)]);
    const session = await world.authenticate.execute(signedIn.sessionToken);
    expect(session).toEqual({ member: signedIn.member, company, csrfToken: signedIn.csrfToken, expiresAt: signedIn.expiresAt });
    world.advance(SESSION_LIFETIME_MS);
    await expect(world.authenticate.execute(signedIn.sessionToken)).rejects.toMatchObject({ code: 'unauthorized_error' });
  });

  it('answers a wrong password, an unknown email and a member without a password alike', async () => {
    const world = setup();
    await withPassword(world);
    await world.add.execute(company.id, 'nopassword@lender.example');
    const failures = await Promise.all([
      world.signIn.execute('ana@lender.example', 'wrong password', '1'),
      world.signIn.execute('nobody@lender.example', PASSWORD, '2'),
      world.signIn.execute('nopassword@lender.example', 'not-a-password-of-anyone', '3'),
    ].map((attempt) => attempt.catch((error: unknown) => error)));
    expect(failures.map((e) => [(e as { code: string }).code, (e as Error).message])).toEqual(Array(3).fill(['invalid_credentials', 'Wrong email or password.']));
  });

  it('locks an email out after 5 failures in 15 minutes, before looking at the password, and lets it in again after the window', async () => {
    const world = setup();
    await withPassword(world);
    for (let i = 0; i < 5; i++) await expect(world.signIn.execute('ana@lender.example', 'wrong password', `10.0.0.${i}`)).rejects.toMatchObject({ code: 'invalid_credentials' });
    world.advance(60_000);
    await expect(world.signIn.execute('ana@lender.example', PASSWORD, '10.0.1.1')).rejects.toMatchObject({
      code: 'too_many_requests', message: 'Too many failed sign-ins: try again in 14 minutes.',
    });
    world.advance(14 * 60_000);
    await expect(world.signIn.execute('ana@lender.example', PASSWORD, '10.0.1.1')).resolves.toBeDefined();
  });

  it('locks an address out after 20 failures, whatever the email; a success does not count', async () => {
    const world = setup();
    await withPassword(world);
    for (let i = 0; i < 3; i++) await world.signIn.execute('ana@lender.example', PASSWORD, '198.51.100.7');
    for (let i = 0; i < 20; i++) await expect(world.signIn.execute(`guess${i}@lender.example`, 'x', '198.51.100.7')).rejects.toMatchObject({ code: 'invalid_credentials' });
    await expect(world.signIn.execute('ana@lender.example', PASSWORD, '198.51.100.7')).rejects.toMatchObject({ code: 'too_many_requests', message: 'Too many failed sign-ins: try again in 15 minutes.' });
    await expect(world.signIn.execute('ana@lender.example', PASSWORD, '198.51.100.8')).resolves.toBeDefined();
  });

  it('clears an email’s failures at its next success', async () => {
    const world = setup();
    await withPassword(world);
    for (let i = 0; i < 4; i++) await expect(world.signIn.execute('ana@lender.example', 'wrong', '1')).rejects.toBeDefined();
    await world.signIn.execute('ana@lender.example', PASSWORD, '1');
    for (let i = 0; i < 5; i++) await expect(world.signIn.execute('ana@lender.example', 'wrong', '1')).rejects.toMatchObject({ code: 'invalid_credentials' });
  });

  it('signs out one session only; a new password signs out every session', async () => {
    const world = setup();
    await withPassword(world);
    const [one, two] = [await world.signIn.execute('ana@lender.example', PASSWORD, '1'), await world.signIn.execute('ana@lender.example', PASSWORD, '1')];
    await world.signOut.execute(one.sessionToken);
    await world.signOut.execute(undefined);
    await expect(world.authenticate.execute(one.sessionToken)).rejects.toMatchObject({ code: 'unauthorized_error' });
    await expect(world.authenticate.execute(two.sessionToken)).resolves.toBeDefined();
    await expect(world.authenticate.execute(undefined)).rejects.toMatchObject({ code: 'unauthorized_error' });
    const { setPasswordToken } = await world.add.execute(company.id, 'bo@lender.example');
    await world.setPassword.execute(setPasswordToken, PASSWORD);
    expect(world.sessions.size).toBe(1);
  });

  it('refuses a missing password as bad_request', async () => {
    await expect(setup().signIn.execute('ana@lender.example', '', '1')).rejects.toMatchObject({ code: 'bad_request' });
  });
});

describe('memberPrincipal', () => {
  const member = { id: 'm-1', companyId: company.id, email: 'a@b.example', role: 'viewer' as const, passwordHash: null, createdAt: T0 };

  it('acts as a private key of the member’s company, carrying its role', () => {
    expect(memberPrincipal(member, company)).toEqual({ company, keyId: 'member:m-1', keyKind: 'private', memberRole: 'viewer', memberId: 'm-1' });
  });

  it('lets a viewer read only, an admin and a key write', () => {
    expect(() => assertMayWrite(memberPrincipal(member, company))).toThrow(expect.objectContaining({ code: 'forbidden_error' }));
    expect(() => assertMayWrite(memberPrincipal({ ...member, role: 'admin' }, company))).not.toThrow();
    expect(() => assertMayWrite({ company, keyId: 'key-1', keyKind: 'private' })).not.toThrow();
  });
});
