import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthenticateMember, ConsoleSession, DomainError, MemberRole, roleAllows, sameSecret } from '@gig/domain';
import type { Request, Response } from 'express';
import { FAILED_AUTH_LIMIT } from '../../platform/wiring/app.tokens';
import type { FailedAuthLimit } from '../../platform/http/rate-limits/failed-auth.limit';
import { ROLE_KEY } from './console-session.decorator';
import { readCookie, SESSION_COOKIE } from '../../platform/auth/session-cookie';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The console's authentication: the session cookie to a member (401 without one), the CSRF header on
 * every write (403), and the member's role (403): reads need any member, writes an admin, unless the
 * handler says otherwise with `RequiresRole`.
 */
@Injectable()
export class ConsoleSessionGuard implements CanActivate {
  constructor(
    @Inject(AuthenticateMember) private readonly authenticate: AuthenticateMember,
    private readonly reflector: Reflector,
    @Inject(FAILED_AUTH_LIMIT) private readonly failedAuth: FailedAuthLimit,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request & { consoleSession?: ConsoleSession }>();
    const response = context.switchToHttp().getResponse<Response>();
    const session = await this.failedAuth.check(request, response, () => this.authenticate.execute(readCookie(request.headers.cookie, SESSION_COOKIE)));
    const safe = SAFE_METHODS.has(request.method);
    const csrf = request.headers['x-csrf-token'];
    if (!safe && (typeof csrf !== 'string' || !sameSecret(csrf, session.csrfToken))) {
      throw new DomainError('forbidden_error', 'Missing or wrong CSRF token.');
    }
    const required = this.reflector.getAllAndOverride<MemberRole | undefined>(ROLE_KEY, [context.getHandler(), context.getClass()]) ?? (safe ? 'viewer' : 'admin');
    if (!roleAllows(session.member.role, required)) throw new DomainError('forbidden_error', 'Your console role may not do this: ask an admin of your company.');
    request.consoleSession = session;
    return true;
  }
}
