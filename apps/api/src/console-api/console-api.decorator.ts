import { applyDecorators, Controller, UseGuards } from '@nestjs/common';
import { ApiSecurity, ApiTags } from '@nestjs/swagger';
import { CONSOLE_SESSION } from '../platform/docs/api-access.decorator';
import { ConsoleSessionGuard } from './auth/console-session.guard';

/** Behind a member's session: the guard, and the `console_session` security of the document. */
export const SignedIn = (): MethodDecorator & ClassDecorator => applyDecorators(UseGuards(ConsoleSessionGuard), ApiSecurity(CONSOLE_SESSION));

/** A controller of the console's API: its routes under `path`, grouped under `tag`, every call behind a member's session. */
export const ConsoleApi = (path: string, tag: string): ClassDecorator => applyDecorators(ApiTags(tag), Controller(path), SignedIn());
