import { AddMember, hashSecretToken, MemberRole } from '@gig/domain';
import request from 'supertest';
import { onEveryDatabase } from '../../testing/api-harness';
import { e2eSetup } from '../../testing/e2e-setup';

const PASSWORD = 'correct horse battery staple';
const HOUR = 3_600_000;
const UNKNOWN = '7d2c3f0e-1b7a-4c55-9d0e-3f1f2a9b8c7d';

onEveryDatabase((name, postgresUrl) => {
  describe(`Console sign-in (${name})`, () => {
    const e2e = e2eSetup({ postgresUrl, env: { TRUST_PROXY: '1' }, companyName: 'Acme Lending' });
    const server = () => request(e2e.h.app.getHttpServer());
    const add = (email: string, role: MemberRole = 'admin') => e2e.h.app.get(AddMember).execute(e2e.company.company_id, email, role);
    const setPassword = (token: string, password = PASSWORD) => server().post('/console/api/password').send({ token, password });
    const signIn = (email: string, password = PASSWORD, address = '198.51.100.1') =>
      server().post('/console/api/session').set('X-Forwarded-For', address).send({ email, password });
    const cookieOf = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((line) => line.startsWith('gig_console_session='));

    async function member(email: string, role: MemberRole = 'admin') {
      await setPassword((await add(email, role)).setPasswordToken).expect(200);
      const res = await signIn(email).expect(200);
      return { cookie: (cookieOf(res) as string).split(';')[0], csrf: res.body.data.csrf_token as string, res };
    }

    it('sets the password once through the link, then signs in with an HttpOnly, SameSite=Strict cookie for /console and 12 hours', async () => {
      const { setPasswordToken, member: added } = await add('Ana@Lender.example');
      expect(await setPassword(setPasswordToken).expect(200).then((res) => res.body)).toEqual({ success: true, data: { email: 'ana@lender.example' }, error: null });
      const again = await setPassword(setPasswordToken, 'another long password').expect(404);
      expect(again.body.error.code).toBe('not_found_error');
      const res = await signIn('ANA@lender.example').expect(200);
      expect(res.body).toEqual({
        success: true, error: null,
        data: {
          member: { member_id: added.id, email: 'ana@lender.example', role: 'admin', company_id: e2e.company.company_id, company_name: 'Acme Lending', environment: 'sandbox' },
          csrf_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        },
      });
      expect(cookieOf(res)).toMatch(/^gig_console_session=[A-Za-z0-9_-]{43}; Path=\/console; Max-Age=43200; HttpOnly; SameSite=Strict$/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).not.toContain(PASSWORD);
      const token = (cookieOf(res) as string).split(';')[0].split('=')[1];
      expect(JSON.stringify(await e2e.h.database.dataSource.query('SELECT * FROM member_sessions'))).toContain(hashSecretToken(token));
      expect(JSON.stringify(await e2e.h.database.dataSource.query('SELECT * FROM member_sessions, members'))).not.toContain(token);
    });

    it('marks the cookie Secure when the request came over https', async () => {
      await setPassword((await add('ana@lender.example')).setPasswordToken).expect(200);
      const res = await signIn('ana@lender.example').set('X-Forwarded-Proto', 'https').expect(200);
      expect(cookieOf(res)).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
    });

    it('refuses a short password and an unknown link without spending the link', async () => {
      const { setPasswordToken } = await add('ana@lender.example');
      const short = await setPassword(setPasswordToken, 'too short').expect(422);
      expect(short.body.error).toMatchObject({ code: 'bad_request', errors: [{ field: 'password', message: 'password must have 12 to 200 characters' }] });
      await setPassword('not-a-token').expect(404);
      await setPassword(setPasswordToken).expect(200);
    });

    it('answers a wrong password and an unknown email alike, with no cookie', async () => {
      await member('ana@lender.example');
      const wrong = await signIn('ana@lender.example', 'wrong password of ana').expect(401);
      const unknown = await signIn('nobody@lender.example').expect(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body.error).toEqual({ code: 'invalid_credentials', message: 'Wrong email or password.', errors: null });
      expect(cookieOf(wrong)).toBeUndefined();
      const bad = await server().post('/console/api/session').send({ email: 42, password: PASSWORD }).expect(422);
      expect(bad.body.error.code).toBe('bad_request');
    });

    it('locks an email out after 5 failures in 15 minutes, even with the right password, then lets it in', async () => {
      await member('ana@lender.example');
      for (let i = 0; i < 5; i++) await signIn('ana@lender.example', 'wrong password of ana', `203.0.113.${i}`).expect(401);
      const locked = await signIn('ana@lender.example', PASSWORD, '203.0.113.99').expect(429);
      expect(locked.body.error).toEqual({ code: 'too_many_requests', message: 'Too many failed sign-ins: try again in 15 minutes.', errors: null });
      e2e.h.clock.advance(15 * 60_000);
      await signIn('ana@lender.example', PASSWORD, '203.0.113.99').expect(200);
    });

    it('reads the session back, refuses a missing or expired one, and signs out only with the CSRF token', async () => {
      const { cookie, csrf } = await member('ana@lender.example');
      const current = await server().get('/console/api/session').set('Cookie', `other=1; ${cookie}`).expect(200);
      expect(current.body.data).toMatchObject({ member: { email: 'ana@lender.example', role: 'admin' }, csrf_token: csrf });
      await server().get('/console/api/session').expect(401);
      await server().get('/console/api/session').set('Cookie', 'gig_console_session=forged').expect(401);
      const noCsrf = await server().delete('/console/api/session').set('Cookie', cookie).expect(403);
      expect(noCsrf.body.error).toEqual({ code: 'forbidden_error', message: 'Missing or wrong CSRF token.', errors: null });
      await server().delete('/console/api/session').set('Cookie', cookie).set('X-CSRF-Token', `${csrf}x`).expect(403);
      const out = await server().delete('/console/api/session').set('Cookie', cookie).set('X-CSRF-Token', csrf).expect(200);
      expect(out.body.data).toEqual({ signed_out: true });
      expect(cookieOf(out)).toMatch(/^gig_console_session=; Path=\/console; Max-Age=0; HttpOnly; SameSite=Strict$/);
      await server().get('/console/api/session').set('Cookie', cookie).expect(401);
      const later = await member('bo@lender.example');
      e2e.h.clock.advance(12 * HOUR);
      const expired = await server().get('/console/api/session').set('Cookie', later.cookie).expect(401);
      expect(expired.body.error.code).toBe('unauthorized_error');
    });

    it('refuses a viewer every write but signing out, and lets an admin’s write through to its handler', async () => {
      const viewer = await member('vi@lender.example', 'viewer');
      const admin = await member('ad@lender.example', 'admin');
      const patch = (who: { cookie: string; csrf: string }) =>
        server().post(`/console/api/members/${UNKNOWN}/sign-out`).set('Cookie', who.cookie).set('X-CSRF-Token', who.csrf).send({});
      const refused = await patch(viewer).expect(403);
      expect(refused.body.error.code).toBe('forbidden_error');
      expect((await patch(admin)).status).toBe(404);
      await server().get('/console/api/session').set('Cookie', viewer.cookie).expect(200);
      await server().delete('/console/api/session').set('Cookie', viewer.cookie).set('X-CSRF-Token', viewer.csrf).expect(200);
    });

    it('signs out every session of a member whose password is set again', async () => {
      const { cookie } = await member('ana@lender.example');
      const [memberRow] = await e2e.h.database.dataSource.query(`SELECT id::text AS id FROM members WHERE email = 'ana@lender.example'`);
      await e2e.h.database.repositories.members.createPasswordToken(hashSecretToken('reset-token'), memberRow.id, new Date(e2e.h.clock.now().getTime() + HOUR));
      await setPassword('reset-token', 'a brand new password').expect(200);
      await server().get('/console/api/session').set('Cookie', cookie).expect(401);
      await signIn('ana@lender.example', 'a brand new password').expect(200);
    });
  });
});
