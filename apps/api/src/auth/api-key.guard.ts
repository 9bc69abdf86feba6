import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Access, assertAccess, AuthenticateApiKey } from '@gig/domain';
import type { Request, Response } from 'express';
import { FAILED_AUTH_LIMIT } from '../app.tokens';
import type { FailedAuthLimit } from '../http/rate-limits/failed-auth.limit';
import { ACCESS_KEY } from './requires-access.decorator';

/** Resolves `X-Api-Key` (any case) to a principal, failures counted per address, and checks the access the route needs. */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    @Inject(AuthenticateApiKey) private readonly authenticate: AuthenticateApiKey,
    private readonly reflector: Reflector,
    @Inject(FAILED_AUTH_LIMIT) private readonly failedAuth: FailedAuthLimit,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request & { principal?: unknown }>();
    const header = request.headers['x-api-key'];
    const response = context.switchToHttp().getResponse<Response>();
    const principal = await this.failedAuth.check(request, response, () => this.authenticate.execute(Array.isArray(header) ? header[0] : header));
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    if (access) assertAccess(principal, access);
    request.principal = principal;
    return true;
  }
}
