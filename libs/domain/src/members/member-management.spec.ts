import { company, PASSWORD, setup, withPassword } from './member.spec-setup';

/** Two admins and a viewer of `company`, each signed in once. */
async function team() {
  const world = setup();
  // A second apart: members are listed oldest first, as the table orders them.
  const ana = await withPassword(world, 'ana@lender.example', 'admin');
  world.advance(1_000);
  const bo = await withPassword(world, 'bo@lender.example', 'admin');
  world.advance(1_000);
  const vi = await withPassword(world, 'vi@lender.example', 'viewer');
  for (const email of ['ana@lender.example', 'bo@lender.example', 'vi@lender.example']) await world.signIn.execute(email, PASSWORD, email);
  const sessionsOf = (memberId: string) => [...world.sessions.values()].filter((s) => s.memberId === memberId).length;
  return { world, ana, bo, vi, sessionsOf };
}

describe('IssuePasswordLink and SetMemberPassword: only the newest link works', () => {
  it('stops an older unused link once a newer one is issued', async () => {
    const world = setup();
    const { setPasswordToken: first } = await world.add.execute(company.id, 'ana@lender.example');
    const { setPasswordToken: second } = await world.issueLink.execute('ana@lender.example');
    await expect(world.setPassword.execute(first, PASSWORD)).rejects.toMatchObject({ code: 'not_found_error' });
    await expect(world.setPassword.execute(second, PASSWORD)).resolves.toMatchObject({ email: 'ana@lender.example' });
  });

  it('stops every other link of the member once one is used', async () => {
    const world = setup();
    const { member, setPasswordToken: first } = await world.add.execute(company.id, 'ana@lender.example');
    world.tokens.set('older-unused', { memberId: member.id, expiresAt: new Date(Date.now() + 3_600_000 * 24 * 365 * 10), usedAt: null });
    await world.setPassword.execute(first, PASSWORD);
    expect([...world.tokens.values()].filter((t) => t.usedAt === null)).toEqual([]);
  });
});

describe('ListMembers, ChangeMemberRole, RemoveMember, EndMemberSessions', () => {
  it('lists a company’s members only', async () => {
    const { world, ana, bo, vi } = await team();
    expect((await world.list.execute(company.id)).map((m) => m.id)).toEqual([ana.id, bo.id, vi.id]);
    expect(await world.list.execute('company-2')).toEqual([]);
  });

  it('changes a role and signs the member out; a role it already has changes nothing', async () => {
    const { world, bo, vi, sessionsOf } = await team();
    await expect(world.changeRole.execute({ companyId: company.id, memberId: vi.id }, 'admin')).resolves.toMatchObject({ id: vi.id, role: 'admin' });
    expect([world.members.get(vi.id)?.role, sessionsOf(vi.id)]).toEqual(['admin', 0]);
    await expect(world.changeRole.execute({ email: 'BO@lender.example' }, 'viewer')).resolves.toMatchObject({ role: 'viewer' });
    expect(sessionsOf(bo.id)).toBe(0);
    await world.signIn.execute('bo@lender.example', PASSWORD, 'again');
    await expect(world.changeRole.execute({ email: 'bo@lender.example' }, 'viewer')).resolves.toMatchObject({ role: 'viewer' });
    expect(sessionsOf(bo.id)).toBe(1);
  });

  it('keeps the company an admin: the last one can be neither demoted nor removed', async () => {
    const { world, ana, bo } = await team();
    await world.remove.execute({ companyId: company.id, memberId: bo.id });
    await expect(world.changeRole.execute({ companyId: company.id, memberId: ana.id }, 'viewer')).rejects.toMatchObject({ code: 'bad_request', errors: [{ field: 'role' }] });
    await expect(world.remove.execute({ email: 'ana@lender.example' })).rejects.toMatchObject({ code: 'bad_request', errors: [{ field: 'memberId' }] });
    expect(world.members.get(ana.id)?.role).toBe('admin');
  });

  it('removes a member with its sessions and links', async () => {
    const { world, vi, sessionsOf } = await team();
    await world.issueLink.execute('vi@lender.example');
    await expect(world.remove.execute({ companyId: company.id, memberId: vi.id.toUpperCase() })).resolves.toMatchObject({ id: vi.id });
    expect([world.members.has(vi.id), sessionsOf(vi.id), [...world.tokens.values()].some((t) => t.memberId === vi.id)]).toEqual([false, 0, false]);
  });

  it('signs a member out everywhere, and leaves the others signed in', async () => {
    const { world, ana, bo, sessionsOf } = await team();
    await world.signIn.execute('ana@lender.example', PASSWORD, 'second device');
    await expect(world.endSessions.execute({ companyId: company.id, memberId: ana.id })).resolves.toMatchObject({ id: ana.id });
    expect([sessionsOf(ana.id), sessionsOf(bo.id)]).toEqual([0, 1]);
  });

  it('treats another company’s member, an unknown id or email, and a malformed id as absent', async () => {
    const { world, ana } = await team();
    for (const target of [{ companyId: 'company-2', memberId: ana.id }, { companyId: company.id, memberId: crypto.randomUUID() }, { companyId: company.id, memberId: 'x' }, { email: 'nobody@lender.example' }]) {
      await expect(world.endSessions.execute(target)).rejects.toMatchObject({ code: 'not_found_error' });
      await expect(world.remove.execute(target)).rejects.toMatchObject({ code: 'not_found_error' });
      await expect(world.changeRole.execute(target, 'viewer')).rejects.toMatchObject({ code: 'not_found_error' });
    }
    await expect(world.changeRole.execute({ companyId: company.id, memberId: ana.id }, 'owner')).rejects.toMatchObject({ code: 'bad_request', errors: [{ field: 'role' }] });
  });
});
