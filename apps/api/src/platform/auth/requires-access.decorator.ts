import { SetMetadata, createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Access, Principal } from '@gig/domain';

export const ACCESS_KEY = 'gig:access';

/** The kind of access an endpoint needs; the API-key guard enforces it. */
export const RequiresAccess = (access: Access) => SetMetadata(ACCESS_KEY, access);

/** The authenticated caller, set by the API-key guard. */
export const CurrentPrincipal = createParamDecorator(
  (_: unknown, context: ExecutionContext): Principal => context.switchToHttp().getRequest().principal,
);
