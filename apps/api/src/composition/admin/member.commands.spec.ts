import { hashSecretToken } from '@gig/domain';
import { adminSpecSetup } from './admin.spec-setup';
import { UsageError } from './cli-args';
import { consoleBaseUrl } from './member.commands';

describe('admin member add', () => {
  const spec = adminSpecSetup({ baseUrl: 'https://console.lender.example' });
  const { run } = spec;
  const newCompany = async () => ((await run('company', 'create', '--name', 'Acme')) as { company_id: string }).company_id;

  it('adds an admin by default and prints the one-time set-password link, whose token is stored only hashed', async () => {
    const companyId = await newCompany();
    const printed = (await run('member', 'add', '--company', companyId.toUpperCase(), '--email', 'Ana@Lender.example')) as Record<string, string>;
    expect(printed).toEqual({
      member_id: expect.any(String), email: 'ana@lender.example', role: 'admin', company_id: companyId,
      set_password_url: expect.stringMatching(/^https:\/\/console\.lender\.example\/console\/set-password\?token=[A-Za-z0-9_-]{43}$/),
    });
    const token = new URL(printed.set_password_url).searchParams.get('token') as string;
    const [row] = await spec.database.dataSource.query('SELECT member_id::text AS member_id FROM member_password_tokens WHERE token_hash = $1', [hashSecretToken(token)]);
    expect(row).toEqual({ member_id: printed.member_id });
    expect(JSON.stringify(await spec.database.dataSource.query('SELECT * FROM member_password_tokens'))).not.toContain(token);
  });

  it('adds a viewer, and refuses a bad role, a taken email, an unknown company and bad arguments', async () => {
    const companyId = await newCompany();
    expect(await run('member', 'add', '--company', companyId, '--email', 'vi@lender.example', '--role', 'viewer')).toMatchObject({ role: 'viewer' });
    await expect(run('member', 'add', '--company', companyId, '--email', 'x@lender.example', '--role', 'owner')).rejects.toMatchObject({ code: 'bad_request' });
    await expect(run('member', 'add', '--company', companyId, '--email', 'VI@lender.example')).rejects.toMatchObject({ code: 'bad_request' });
    await expect(run('member', 'add', '--company', '7d2c3f0e-1b7a-4c55-9d0e-3f1f2a9b8c7d', '--email', 'y@lender.example')).rejects.toMatchObject({ code: 'not_found_error' });
    await expect(run('member', 'add', '--company', 'acme', '--email', 'y@lender.example')).rejects.toThrow(UsageError);
    await expect(run('member', 'add', '--company', companyId)).rejects.toThrow(UsageError);
    await expect(run('member', 'remove', '--company', companyId)).rejects.toThrow(UsageError);
  });

  it('issues a new link for a member who forgot the password: it sets a new one, and an unknown email is refused', async () => {
    const companyId = await newCompany();
    await run('member', 'add', '--company', companyId, '--email', 'ana@lender.example');
    const printed = (await run('member', 'link', '--email', 'ANA@lender.example')) as Record<string, string>;
    expect(printed).toMatchObject({ email: 'ana@lender.example', role: 'admin', company_id: companyId });
    const token = new URL(printed.set_password_url).searchParams.get('token') ?? undefined;
    expect(await spec.composition.useCases.setMemberPassword.execute(token, 'a brand new password')).toMatchObject({ email: 'ana@lender.example' });
    await expect(run('member', 'link', '--email', 'nobody@lender.example')).rejects.toMatchObject({ code: 'not_found_error' });
    await expect(run('member', 'link')).rejects.toThrow(UsageError);
  });

  it('makes an older unused link useless once a newer one is printed', async () => {
    const companyId = await newCompany();
    const first = (await run('member', 'add', '--company', companyId, '--email', 'ana@lender.example')) as Record<string, string>;
    const second = (await run('member', 'link', '--email', 'ana@lender.example')) as Record<string, string>;
    const token = (printed: Record<string, string>) => new URL(printed.set_password_url).searchParams.get('token') ?? undefined;
    await expect(spec.composition.useCases.setMemberPassword.execute(token(first), 'a brand new password')).rejects.toMatchObject({ code: 'not_found_error' });
    await expect(spec.composition.useCases.setMemberPassword.execute(token(second), 'a brand new password')).resolves.toMatchObject({ email: 'ana@lender.example' });
  });

  it('changes a role, signs a member out and removes one, each ending its sessions; the last admin stays', async () => {
    const companyId = await newCompany();
    const members = ['ana', 'bo'].map((name) => `${name}@lender.example`);
    for (const email of members) {
      const printed = (await run('member', 'add', '--company', companyId, '--email', email)) as Record<string, string>;
      await spec.composition.useCases.setMemberPassword.execute(new URL(printed.set_password_url).searchParams.get('token') ?? undefined, 'a brand new password');
    }
    const signIn = async (email: string) => (await spec.composition.useCases.signInMember.execute(email, 'a brand new password', '203.0.113.1')).sessionToken;
    const signedIn = async (token: string) => spec.composition.useCases.authenticateMember.execute(token).then(() => true, () => false);

    const bo = await signIn(members[1]);
    expect(await run('member', 'role', '--email', 'BO@lender.example', '--role', 'viewer')).toEqual({ member_id: expect.any(String), email: members[1], role: 'viewer', company_id: companyId });
    expect(await signedIn(bo)).toBe(false);
    const ana = await signIn(members[0]);
    expect(await run('member', 'signout', '--email', members[0])).toMatchObject({ email: members[0], signed_out: true });
    expect(await signedIn(ana)).toBe(false);
    await expect(run('member', 'role', '--email', members[0], '--role', 'viewer')).rejects.toMatchObject({ code: 'bad_request' });
    await expect(run('member', 'remove', '--email', members[0])).rejects.toMatchObject({ code: 'bad_request' });
    const boAgain = await signIn(members[1]);
    expect(await run('member', 'remove', '--email', members[1])).toMatchObject({ email: members[1], removed: true });
    expect(await signedIn(boAgain)).toBe(false);
    await expect(run('member', 'signout', '--email', members[1])).rejects.toMatchObject({ code: 'not_found_error' });
    await expect(run('member', 'role', '--email', members[0], '--role', 'owner')).rejects.toMatchObject({ code: 'bad_request' });
    await expect(run('member', 'role', '--email', members[0])).rejects.toThrow(UsageError);
    await expect(run('member', 'signout')).rejects.toThrow(UsageError);
  });

  it('links to PUBLIC_URL, else to this machine’s port', () => {
    expect(consoleBaseUrl({}, 3000)).toBe('http://localhost:3000');
    expect(consoleBaseUrl({ PUBLIC_URL: 'https://gig.lender.example/' }, 3000)).toBe('https://gig.lender.example');
    expect(consoleBaseUrl({ PUBLIC_URL: 'https://lender.example/gig//' }, 3000)).toBe('https://lender.example/gig');
    for (const bad of ['lender.example', 'ftp://lender.example', 'https://lender.example/?a=1']) expect(() => consoleBaseUrl({ PUBLIC_URL: bad }, 3000)).toThrow(UsageError);
  });
});
