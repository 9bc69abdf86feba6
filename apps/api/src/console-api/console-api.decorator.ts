import { applyDecorators, Controller, UseGuards } from '@nestjs/common';
import { ApiSecurity, ApiTags } from '@nestjs/swagger';
import { CONSOLE_SESSION } from '../platform/docs/api-access.decorator';
import { PrincipalGuard } from '../platform/auth/principal.guard';
import { SessionOnly } from '../platform/auth/member-session.decorator';

/** Behind a member's session: the one guard, told to take the session cookie only, and the `console_session` security of the document. */
export const SignedIn = (): MethodDecorator & ClassDecorator =>
  applyDecorators(UseGuards(PrincipalGuard), SessionOnly(), ApiSecurity(CONSOLE_SESSION));

/** A controller of the console's API: its routes under `path`, grouped under `tag`, every call behind a member's session. */
export const ConsoleApi = (path: string, tag: string): ClassDecorator => applyDecorators(ApiTags(tag), Controller(path), SignedIn());
