import { AddMember, ChangeMemberRole } from '@gig/domain';
import { onEveryDatabase } from '../../testing/api-harness';
import { ConsoleClient, signInMember } from '../../testing/console-client';
import { RESET_BUDGET_MS } from '@gig/testing';
import { e2eSetup } from '../../testing/e2e-setup';

type MemberItem = { member_id: string; email: string; role: string; password_set: boolean; is_you: boolean };

onEveryDatabase((name, postgresUrl) => {
  describe(`Console members (${name})`, () => {
    let admin: ConsoleClient;

    const e2e = e2eSetup({ postgresUrl });
    beforeEach(async () => {
      admin = await signInMember(e2e.h.app, e2e.company.company_id, 'admin');
    }, RESET_BUDGET_MS);

    const idOf = async (client: ConsoleClient) => (await client.get('/console/api/session')).body.data.member.member_id as string;
    const listed = async () => (await admin.get('/console/api/members')).body.data.items as MemberItem[];
    const signedIn = async (client: ConsoleClient) => (await client.get('/console/api/session')).status === 200;

    it('lists the company’s members to an admin, without password hashes, marking the admin itself', async () => {
      const viewer = await signInMember(e2e.h.app, e2e.company.company_id, 'viewer');
      await signInMember(e2e.h.app, (await e2e.h.createCompany('Other')).company_id, 'admin');
      const res = await admin.get('/console/api/members');
      expect(res.status).toBe(200);
      expect([...res.body.data.items].sort((a: MemberItem, b: MemberItem) => a.role.localeCompare(b.role))).toEqual([
        { member_id: await idOf(admin), email: expect.stringMatching(/^admin-/), role: 'admin', password_set: true, created_at: expect.any(String), is_you: true },
        { member_id: await idOf(viewer), email: expect.stringMatching(/^viewer-/), role: 'viewer', password_set: true, created_at: expect.any(String), is_you: false },
      ]);
      expect(res.text).not.toContain('scrypt');
    });

    it('changes a role, which signs the member out; the new role holds at the next sign-in', async () => {
      const viewer = await signInMember(e2e.h.app, e2e.company.company_id, 'viewer');
      const id = await idOf(viewer);
      const res = await admin.post(`/console/api/members/${id}/role`, { role: 'admin' });
      expect([res.status, res.body.data]).toEqual([200, expect.objectContaining({ member_id: id, role: 'admin', is_you: false })]);
      expect(await signedIn(viewer)).toBe(false);
      expect((await listed()).find((m) => m.member_id === id)?.role).toBe('admin');
      const bad = await admin.post(`/console/api/members/${id}/role`, { role: 'owner' });
      expect([bad.status, bad.body.error.code, bad.body.error.errors.map((e: { field: string }) => e.field)]).toEqual([422, 'bad_request', ['role']]);
    });

    it('signs a member out everywhere and removes one with its sessions; the admin’s own session stays', async () => {
      const other = await signInMember(e2e.h.app, e2e.company.company_id, 'admin');
      const viewer = await signInMember(e2e.h.app, e2e.company.company_id, 'viewer');
      const otherId = await idOf(other);
      const signOut = await admin.post(`/console/api/members/${otherId}/sign-out`);
      expect([signOut.status, signOut.body.data.member_id]).toEqual([200, otherId]);
      expect(await signedIn(other)).toBe(false);
      const viewerId = await idOf(viewer);
      const removed = await admin.delete(`/console/api/members/${viewerId}`);
      expect([removed.status, removed.body.data]).toEqual([200, { member_id: viewerId, removed: true }]);
      expect(await signedIn(viewer)).toBe(false);
      expect((await listed()).map((m) => m.member_id)).not.toContain(viewerId);
      expect(await signedIn(admin)).toBe(true);
      expect((await admin.delete(`/console/api/members/${viewerId}`)).status).toBe(404);
    });

    it('keeps the company an admin: the last admin can neither demote nor remove itself; with another admin it may, and is signed out', async () => {
      const me = await idOf(admin);
      for (const res of [await admin.post(`/console/api/members/${me}/role`, { role: 'viewer' }), await admin.delete(`/console/api/members/${me}`)]) {
        expect([res.status, res.body.error.code]).toEqual([422, 'bad_request']);
      }
      await signInMember(e2e.h.app, e2e.company.company_id, 'admin');
      expect((await admin.post(`/console/api/members/${me}/role`, { role: 'viewer' })).status).toBe(200);
      expect(await signedIn(admin)).toBe(false);
    });

    it('lets only one of two admins demoting each other at once through', async () => {
      const other = await signInMember(e2e.h.app, e2e.company.company_id, 'admin');
      const [mine, theirs] = [await idOf(admin), await idOf(other)];
      const answers = await Promise.all([admin.post(`/console/api/members/${theirs}/role`, { role: 'viewer' }), other.post(`/console/api/members/${mine}/role`, { role: 'viewer' })]);
      // The loser is refused by the rule (422) or, if the winner finished first, by its ended session (401).
      const [won, lost] = [answers.filter((res) => res.status === 200), answers.filter((res) => res.status !== 200)];
      expect([won.length, lost.length]).toEqual([1, 1]);
      expect([401, 422]).toContain(lost[0].status);
      expect((await e2e.h.database.repositories.members.listForCompany(e2e.company.company_id)).filter((m) => m.role === 'admin')).toHaveLength(1);
    });

    it('keeps an admin when two admins are demoted at once, straight through the use case, round after round', async () => {
      const change = e2e.h.app.get(ChangeMemberRole);
      for (let round = 0; round < 5; round++) {
        const { company_id: companyId } = await e2e.h.createCompany(`Race ${round}`);
        const admins = await Promise.all(['a', 'b'].map(async (n) => (await e2e.h.app.get(AddMember).execute(companyId, `${n}-${round}@race.example`, 'admin')).member.id));
        const outcomes = await Promise.allSettled(admins.map((memberId) => change.execute({ companyId, memberId }, 'viewer')));
        expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
        expect((await e2e.h.database.repositories.members.listForCompany(companyId)).filter((m) => m.role === 'admin')).toHaveLength(1);
      }
    }, 60_000);

    it('refuses a viewer every members route (403), and treats another company’s member as absent (404)', async () => {
      const viewer = await signInMember(e2e.h.app, e2e.company.company_id, 'viewer');
      const me = await idOf(admin);
      for (const call of [viewer.get('/console/api/members'), viewer.post(`/console/api/members/${me}/role`, { role: 'viewer' }), viewer.post(`/console/api/members/${me}/sign-out`), viewer.delete(`/console/api/members/${me}`)]) {
        const res = await call;
        expect([res.status, res.body.error.code]).toEqual([403, 'forbidden_error']);
      }
      const stranger = await signInMember(e2e.h.app, (await e2e.h.createCompany('Other')).company_id, 'admin');
      const theirs = await idOf(stranger);
      for (const call of [admin.post(`/console/api/members/${theirs}/role`, { role: 'viewer' }), admin.post(`/console/api/members/${theirs}/sign-out`), admin.delete(`/console/api/members/${theirs}`), admin.delete('/console/api/members/not-a-uuid')]) {
        expect((await call).status).toBe(404);
      }
      expect(await signedIn(stranger)).toBe(true);
    });
  });
});
