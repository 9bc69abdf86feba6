import { SetMetadata, createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Access, Principal } from '@gig/domain';

export const ACCESS_KEY = 'gig:access';

/** The kind of access an endpoint needs; `PrincipalGuard` enforces it. */
export const RequiresAccess = (access: Access) => SetMetadata(ACCESS_KEY, access);

/** The authenticated caller (a key's, a connect token's or a console member's), set by `PrincipalGuard` on every surface. */
export const CurrentPrincipal = createParamDecorator(
  (_: unknown, context: ExecutionContext): Principal => context.switchToHttp().getRequest().principal,
);
