import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Access, assertAccess, AuthenticateApiKey } from '@gig/domain';
import type { Request } from 'express';
import { ACCESS_KEY } from './requires-access.decorator';

/** Resolves `X-Api-Key` (any case) to a principal and checks the access the route needs. */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    @Inject(AuthenticateApiKey) private readonly authenticate: AuthenticateApiKey,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request & { principal?: unknown }>();
    const header = request.headers['x-api-key'];
    const principal = await this.authenticate.execute(Array.isArray(header) ? header[0] : header);
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    if (access) assertAccess(principal, access);
    request.principal = principal;
    return true;
  }
}
