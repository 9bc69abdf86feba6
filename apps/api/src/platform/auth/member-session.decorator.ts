import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { ConsoleSession, MemberRole } from '@gig/domain';

export const SESSION_ONLY_KEY = 'gig:session-only';
export const ROLE_KEY = 'gig:console-role';

/** The console's own operations: the session cookie only (401 `unauthorized_error` without one), never a key or a token. */
export const SessionOnly = () => SetMetadata(SESSION_ONLY_KEY, true);

/**
 * The role a member needs. Without it, reads need any member and writes an admin;
 * `RequiresRole('viewer')` opens a write to every member (signing out), `RequiresRole('admin')` closes a read to viewers.
 */
export const RequiresRole = (role: MemberRole) => SetMetadata(ROLE_KEY, role);

/** The signed-in member's session itself (its CSRF token, its expiry), for the operation that answers it. */
export const CurrentSession = createParamDecorator(
  (_: unknown, context: ExecutionContext): ConsoleSession => context.switchToHttp().getRequest().consoleSession,
);
