import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  Access,
  assertAccess,
  assertMayWrite,
  AuthenticateApiKey,
  AuthenticateConnectToken,
  AuthenticateMember,
  DomainError,
  isDomainError,
  memberPrincipal,
  Principal,
  sameSecret,
} from '@gig/domain';
import type { Request, Response } from 'express';
import { FAILED_AUTH_LIMIT } from '../wiring/app.tokens';
import { readCookie, SESSION_COOKIE } from './session-cookie';
import type { FailedAuthLimit } from '../http/rate-limits/failed-auth.limit';
import { CONNECT_TOKEN_KEY } from './accepts-connect-token.decorator';
import { ACCESS_KEY } from './requires-access.decorator';

const BEARER = /^Bearer\s+(\S+)\s*$/i;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Who called, and for a console session the CSRF token its writes must carry. */
interface Caller {
  readonly principal: Principal;
  readonly csrfToken?: string;
}

/**
 * One principal for `/v1`: `X-Api-Key` (any case); or, on the widget's operations and without a key,
 * `Authorization: Bearer ct_…` (a connect token); or, with neither, the console's session cookie (a member, its
 * CSRF token required on writes, a viewer refused them). Failures counted per address; then the access the route needs.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    @Inject(AuthenticateApiKey) private readonly authenticate: AuthenticateApiKey,
    @Inject(AuthenticateConnectToken) private readonly authenticateToken: AuthenticateConnectToken,
    @Inject(AuthenticateMember) private readonly authenticateMember: AuthenticateMember,
    private readonly reflector: Reflector,
    @Inject(FAILED_AUTH_LIMIT) private readonly failedAuth: FailedAuthLimit,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request & { principal?: unknown }>();
    const response = context.switchToHttp().getResponse<Response>();
    const targets = [context.getHandler(), context.getClass()];
    const acceptsToken = this.reflector.getAllAndOverride<boolean | undefined>(CONNECT_TOKEN_KEY, targets) === true;
    const { principal, csrfToken } = await this.failedAuth.check(request, response, () => this.callerOf(request, acceptsToken));
    if (!SAFE_METHODS.has(request.method)) {
      if (csrfToken !== undefined) assertCsrf(request, csrfToken);
      assertMayWrite(principal);
    }
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, targets);
    if (access) assertAccess(principal, access);
    request.principal = principal;
    return true;
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
    const session = key === undefined ? readCookie(request.headers.cookie, SESSION_COOKIE) : undefined;
    if (session === undefined) return { principal: await this.authenticate.execute(key) };
    const signedIn = await this.authenticateMember.execute(session).catch((error: unknown) => {
      // /v1 documents its 401 codes; a session that no longer signs in is a credential that does not authenticate.
      throw isDomainError(error) && error.code === 'unauthorized_error' ? new DomainError('invalid_api_key', error.message) : error;
    });
    return { principal: memberPrincipal(signedIn.member, signedIn.company), csrfToken: signedIn.csrfToken };
  }
}

function assertCsrf(request: Request, expected: string): void {
  const csrf = request.headers['x-csrf-token'];
  if (typeof csrf !== 'string' || !sameSecret(csrf, expected)) throw new DomainError('forbidden_error', 'Missing or wrong CSRF token.');
}
