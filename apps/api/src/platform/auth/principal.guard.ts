import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  Access,
  assertAccess,
  AuthenticateApiKey,
  AuthenticateConnectToken,
  AuthenticateMember,
  ConsoleSession,
  DomainError,
  isDomainError,
  memberPrincipal,
  MemberRole,
  Principal,
  roleAllows,
  sameSecret,
} from '@gig/domain';
import type { Request, Response } from 'express';
import { FAILED_AUTH_LIMIT } from '../wiring/app.tokens';
import { readCookie, SESSION_COOKIE } from './session-cookie';
import type { FailedAuthLimit } from '../http/rate-limits/failed-auth.limit';
import { CONNECT_TOKEN_KEY } from './accepts-connect-token.decorator';
import { ACCESS_KEY } from './requires-access.decorator';
import { ROLE_KEY, SESSION_ONLY_KEY } from './member-session.decorator';

const BEARER = /^Bearer\s+(\S+)\s*$/i;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Who called, and for a console member the session whose CSRF token its writes must carry. */
interface Caller {
  readonly principal: Principal;
  readonly session?: ConsoleSession;
}

type GuardedRequest = Request & { principal?: Principal; consoleSession?: ConsoleSession };

/**
 * The one guard of every surface. By default (`/v1`, `/console/v1`): `X-Api-Key` (any case); or, on the widget's
 * operations (`AcceptsConnectToken`) and without a key, `Authorization: Bearer ct_…` (a connect token); or, with
 * neither, the console's session cookie. On the console's own operations (`SessionOnly`): the session cookie only.
 * Failures counted per address; then a member's CSRF token on writes (403), its role (403: reads any member, writes an
 * admin, unless `RequiresRole` says otherwise), and the access the route needs (`RequiresAccess`).
 */
@Injectable()
export class PrincipalGuard implements CanActivate {
  constructor(
    @Inject(AuthenticateApiKey) private readonly authenticate: AuthenticateApiKey,
    @Inject(AuthenticateConnectToken) private readonly authenticateToken: AuthenticateConnectToken,
    @Inject(AuthenticateMember) private readonly authenticateMember: AuthenticateMember,
    private readonly reflector: Reflector,
    @Inject(FAILED_AUTH_LIMIT) private readonly failedAuth: FailedAuthLimit,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<GuardedRequest>();
    const response = context.switchToHttp().getResponse<Response>();
    const targets = [context.getHandler(), context.getClass()];
    const sessionOnly = this.reflector.getAllAndOverride<boolean | undefined>(SESSION_ONLY_KEY, targets) === true;
    const acceptsToken = this.reflector.getAllAndOverride<boolean | undefined>(CONNECT_TOKEN_KEY, targets) === true;
    const resolve = () => (sessionOnly ? this.memberOf(request) : this.callerOf(request, acceptsToken));
    const { principal, session } = await this.failedAuth.check(request, response, resolve);
    const safe = SAFE_METHODS.has(request.method);
    if (session !== undefined) {
      if (!safe) assertCsrf(request, session.csrfToken);
      const required = this.reflector.getAllAndOverride<MemberRole | undefined>(ROLE_KEY, targets) ?? (safe ? 'viewer' : 'admin');
      if (!roleAllows(session.member.role, required)) throw new DomainError('forbidden_error', 'Your console role may not do this: ask an admin of your company.');
    }
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, targets);
    if (access) assertAccess(principal, access);
    request.principal = principal;
    request.consoleSession = session;
    return true;
  }

  private async memberOf(request: Request): Promise<Caller> {
    const session = await this.authenticateMember.execute(readCookie(request.headers.cookie, SESSION_COOKIE));
    return { principal: memberPrincipal(session.member, session.company), session };
  }

  private async callerOf(request: Request, acceptsToken: boolean): Promise<Caller> {
    const header = request.headers['x-api-key'];
    const key = Array.isArray(header) ? header[0] : header;
    const bearer = key?.trim() ? undefined : BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (bearer !== undefined) {
      if (!acceptsToken) {
        throw new DomainError('missing_api_key', 'The X-Api-Key header is missing: a connect token only authenticates the widget’s operations.');
      }
      return { principal: await this.authenticateToken.execute(bearer) };
    }
    if (key !== undefined || readCookie(request.headers.cookie, SESSION_COOKIE) === undefined) return { principal: await this.authenticate.execute(key) };
    return this.memberOf(request).catch((error: unknown) => {
      // /v1 documents its 401 codes; a session that no longer signs in is a credential that does not authenticate.
      throw isDomainError(error) && error.code === 'unauthorized_error' ? new DomainError('invalid_api_key', error.message) : error;
    });
  }
}

function assertCsrf(request: Request, expected: string): void {
  const csrf = request.headers['x-csrf-token'];
  if (typeof csrf !== 'string' || !sameSecret(csrf, expected)) throw new DomainError('forbidden_error', 'Missing or wrong CSRF token.');
}
