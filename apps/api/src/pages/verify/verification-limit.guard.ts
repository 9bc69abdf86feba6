import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { VerificationLimit } from '../../platform/http/rate-limits/verification-limit';

/** The verification limit on the routes of `/verify`; an upload was counted already, before its body was read. */
@Injectable()
export class VerificationLimitGuard implements CanActivate {
  constructor(private readonly limit: VerificationLimit) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    await this.limit.count(http.getRequest<Request>(), http.getResponse<Response>());
    return true;
  }
}
