import { PASSWORD_TOKEN_LIFETIME_MS } from './console-session';
import { hashSecretToken } from './member-secrets';
import { company, PASSWORD, setup, T0, TOKEN } from './member.spec-setup';

describe('AddMember', () => {
  it('adds an admin by default, lower-cases the email and keeps only the hash of a 72-hour token', async () => {
    const world = setup();
    const { member, setPasswordToken } = await world.add.execute(company.id, '  Ana@Lender.Example ');
    expect(member).toEqual({ id: expect.any(String), companyId: company.id, email: 'ana@lender.example', role: 'admin', passwordHash: null, createdAt: T0 });
    expect(setPasswordToken).toMatch(TOKEN);
    expect([...world.tokens]).toEqual([[hashSecretToken(setPasswordToken), { memberId: member.id, expiresAt: new Date(T0.getTime() + PASSWORD_TOKEN_LIFETIME_MS), usedAt: null }]]);
  });

  it('refuses a bad email, a bad role, an unknown company and a taken email', async () => {
    const world = setup();
    await world.add.execute(company.id, 'ana@lender.example', 'viewer');
    await expect(world.add.execute(company.id, 'not-an-email')).rejects.toMatchObject({ code: 'bad_request', errors: [{ field: 'email' }] });
    await expect(world.add.execute(company.id, 'bo@lender.example', 'owner')).rejects.toMatchObject({ code: 'bad_request', errors: [{ field: 'role' }] });
    await expect(world.add.execute('company-2', 'bo@lender.example')).rejects.toMatchObject({ code: 'not_found_error' });
    await expect(world.add.execute(company.id, 'ANA@lender.example')).rejects.toMatchObject({ code: 'bad_request', errors: [{ field: 'email' }] });
  });
});

describe('SetMemberPassword', () => {
  it('sets the password hash once per link, and ends the member’s sessions', async () => {
    const world = setup();
    const { member, setPasswordToken } = await world.add.execute(company.id, 'ana@lender.example');
    const updated = await world.setPassword.execute(setPasswordToken, PASSWORD);
    expect(updated).toEqual({ ...member, passwordHash: `plain$${PASSWORD}` });
    await expect(world.setPassword.execute(setPasswordToken, 'another password')).rejects.toMatchObject({ code: 'not_found_error' });
  });

  it('checks the password (12 to 200 characters) before spending the link', async () => {
    const world = setup();
    const { setPasswordToken } = await world.add.execute(company.id, 'ana@lender.example');
    for (const password of ['short', 'x'.repeat(201), undefined]) {
      await expect(world.setPassword.execute(setPasswordToken, password)).rejects.toMatchObject({ code: 'bad_request', errors: [{ field: 'password' }] });
    }
    await expect(world.setPassword.execute(setPasswordToken, 'é'.repeat(12))).resolves.toBeDefined();
  });

  it('refuses an unknown or expired link as not_found_error', async () => {
    const world = setup();
    const { setPasswordToken } = await world.add.execute(company.id, 'ana@lender.example');
    await expect(world.setPassword.execute('unknown', PASSWORD)).rejects.toMatchObject({ code: 'not_found_error' });
    await expect(world.setPassword.execute(undefined, PASSWORD)).rejects.toMatchObject({ code: 'not_found_error' });
    world.advance(PASSWORD_TOKEN_LIFETIME_MS);
    await expect(world.setPassword.execute(setPasswordToken, PASSWORD)).rejects.toMatchObject({ code: 'not_found_error' });
  });
});
