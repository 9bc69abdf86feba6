import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ConsoleSession, memberPrincipal, MemberRole, Principal } from '@gig/domain';

export const ROLE_KEY = 'gig:console-role';

/**
 * The role a console handler needs. Without it, reads need any member and writes need an admin;
 * `RequiresRole('viewer')` opens a write to every member (signing out), `RequiresRole('admin')` closes a read to viewers.
 */
export const RequiresRole = (role: MemberRole) => SetMetadata(ROLE_KEY, role);

/** The signed-in member's session, set by ConsoleSessionGuard. */
export const CurrentConsoleSession = createParamDecorator(
  (_: unknown, context: ExecutionContext): ConsoleSession => context.switchToHttp().getRequest().consoleSession,
);

/** The member as the principal the existing use cases take: a private key of its company. */
export function consolePrincipal(session: ConsoleSession): Principal {
  return memberPrincipal(session.member, session.company);
}
