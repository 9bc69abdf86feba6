import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Access, assertAccess, AuthenticateApiKey, AuthenticateConnectToken, DomainError, Principal } from '@gig/domain';
import type { Request, Response } from 'express';
import { FAILED_AUTH_LIMIT } from '../app.tokens';
import type { FailedAuthLimit } from '../http/rate-limits/failed-auth.limit';
import { CONNECT_TOKEN_KEY } from './accepts-connect-token.decorator';
import { ACCESS_KEY } from './requires-access.decorator';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Resolves `X-Api-Key` (any case) to a principal, or, on the widget's operations and without a key,
 * `Authorization: Bearer ct_…` (a connect token); failures counted per address; then checks the access the route needs.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    @Inject(AuthenticateApiKey) private readonly authenticate: AuthenticateApiKey,
    @Inject(AuthenticateConnectToken) private readonly authenticateToken: AuthenticateConnectToken,
    private readonly reflector: Reflector,
    @Inject(FAILED_AUTH_LIMIT) private readonly failedAuth: FailedAuthLimit,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request & { principal?: unknown }>();
    const response = context.switchToHttp().getResponse<Response>();
    const targets = [context.getHandler(), context.getClass()];
    const acceptsToken = this.reflector.getAllAndOverride<boolean | undefined>(CONNECT_TOKEN_KEY, targets) === true;
    const principal = await this.failedAuth.check(request, response, () => this.principalOf(request, acceptsToken));
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, targets);
    if (access) assertAccess(principal, access);
    request.principal = principal;
    return true;
  }

  private principalOf(request: Request, acceptsToken: boolean): Promise<Principal> {
    const header = request.headers['x-api-key'];
    const key = Array.isArray(header) ? header[0] : header;
    const bearer = key?.trim() ? undefined : BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (bearer === undefined) return this.authenticate.execute(key);
    if (!acceptsToken) {
      throw new DomainError('missing_api_key', 'The X-Api-Key header is missing: a connect token only authenticates the widget’s operations.');
    }
    return this.authenticateToken.execute(bearer);
  }
}
