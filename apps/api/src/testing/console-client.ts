import type { INestApplication } from '@nestjs/common';
import { AddMember, MemberRole } from '@gig/domain';
import { randomUUID } from 'node:crypto';
import request, { Response } from 'supertest';

const PASSWORD = 'correct horse battery staple';

/** Calls the console API as a signed-in member's browser would: the session cookie on every call, the CSRF token on writes. */
export function consoleClient(app: INestApplication, cookie: string, csrfToken: string) {
  const server = app.getHttpServer();
  return {
    get: (path: string) => request(server).get(path).set('Cookie', cookie),
    post: (path: string, body: object = {}) => request(server).post(path).set('Cookie', cookie).set('X-CSRF-Token', csrfToken).send(body),
    put: (path: string, body: object = {}) => request(server).put(path).set('Cookie', cookie).set('X-CSRF-Token', csrfToken).send(body),
    patch: (path: string, body: object = {}) => request(server).patch(path).set('Cookie', cookie).set('X-CSRF-Token', csrfToken).send(body),
    delete: (path: string) => request(server).delete(path).set('Cookie', cookie).set('X-CSRF-Token', csrfToken),
    /** A write without the CSRF header. */
    patchWithoutCsrf: (path: string, body: object = {}) => request(server).patch(path).set('Cookie', cookie).send(body),
    postWithoutCsrf: (path: string, body: object = {}) => request(server).post(path).set('Cookie', cookie).send(body),
  };
}

export type ConsoleClient = ReturnType<typeof consoleClient>;

function succeeded(res: Response, what: string): Response {
  if (res.body?.success !== true) throw new Error(`${what} failed with ${res.status}: ${res.text}`);
  return res;
}

/**
 * A new member of the company (AddMember, as `admin member add` does), its password set through the
 * one-time link's endpoint, then signed in: a client holding its cookie and CSRF token.
 */
export async function signInMember(app: INestApplication, companyId: string, role: MemberRole = 'admin'): Promise<ConsoleClient> {
  const server = app.getHttpServer();
  const email = `${role}-${randomUUID().slice(0, 8)}@lender.example`;
  const { setPasswordToken } = await app.get(AddMember).execute(companyId, email, role);
  succeeded(await request(server).post('/console/api/password').send({ token: setPasswordToken, password: PASSWORD }), 'Setting the password');
  const signedIn = succeeded(await request(server).post('/console/api/session').send({ email, password: PASSWORD }), 'Signing in');
  const cookies = ([] as string[]).concat(signedIn.headers['set-cookie'] ?? []);
  const cookie = cookies.map((line) => line.split(';')[0]).find((pair) => pair.startsWith('gig_console_session='));
  if (!cookie) throw new Error(`Signing in set no session cookie: ${cookies.join(' | ')}`);
  return consoleClient(app, cookie, signedIn.body.data.csrf_token);
}
