import { Body, Controller, Delete, Get, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Clock, ConsoleSession, SetMemberPassword, SignInMember, SignOutMember } from '@gig/domain';
import type { Request, Response } from 'express';
import { CLOCK } from '../../platform/wiring/app.tokens';
import { Envelope, successEnvelope } from '../../platform/http/envelope';
import { CurrentSession, RequiresRole } from '../../platform/auth/member-session.decorator';
import { ConsoleSessionJson, presentConsoleSession } from './console-session.presenter';
import { SetPasswordRequestDto, SignInRequestDto } from './console-session.requests';
import { GUARDED, SIGNED_IN } from '../console-operation-errors';
import { ConsoleSessionEnvelopeDto, PasswordSetEnvelopeDto, SignedOutEnvelopeDto } from './console-session.responses';
import { clearedSessionCookie, readCookie, SESSION_COOKIE, sessionCookie } from '../../platform/auth/session-cookie';
import { newPasswordOf, signInOf } from './console-session.commands';
import { Operation } from '../../platform/docs/operation.decorator';
import { SignedIn } from '../console-api.decorator';

/** Signing in and out of the console, and setting a password through the one-time link. */
@ApiTags('session')
@Controller('console/api')
export class ConsoleSessionController {
  constructor(
    private readonly signIn: SignInMember,
    private readonly signOut: SignOutMember,
    private readonly setMemberPassword: SetMemberPassword,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Operation(Post('session'), {
    status: 200,
    id: 'signIn', summary: 'Sign in', description: 'Sets the session cookie (HttpOnly, SameSite=Strict, path /console) and answers the CSRF token writes send back.',
    ok: { type: ConsoleSessionEnvelopeDto },
    errors: ['invalid_credentials', 'too_many_requests', 'service_unavailable', 'bad_request', 'internal_error'],
  })
  async create(@Body() body: SignInRequestDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Envelope<ConsoleSessionJson>> {
    const { email, password } = signInOf(body);
    const signedIn = await this.signIn.execute(email, password, req.ip ?? req.socket.remoteAddress ?? 'unknown');
    res.setHeader('Set-Cookie', sessionCookie(signedIn.sessionToken, signedIn.expiresAt, this.clock.now(), req.secure));
    res.setHeader('Cache-Control', 'no-store');
    return successEnvelope(presentConsoleSession(signedIn));
  }

  @Operation(Get('session'), {
    id: 'getSession', summary: 'The signed-in member', description: 'The member of the session cookie, and its CSRF token; 401 without a session.',
    ok: { type: ConsoleSessionEnvelopeDto }, errors: SIGNED_IN,
  })
  @SignedIn()
  current(@CurrentSession() session: ConsoleSession, @Res({ passthrough: true }) res: Response): Envelope<ConsoleSessionJson> {
    res.setHeader('Cache-Control', 'no-store');
    return successEnvelope(presentConsoleSession(session));
  }

  @Operation(Delete('session'), {
    id: 'signOut', summary: 'Sign out', description: 'Ends the session and clears its cookie.',
    ok: { type: SignedOutEnvelopeDto }, errors: GUARDED,
  })
  @SignedIn()
  @RequiresRole('viewer')
  async end(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Envelope<{ signed_out: true }>> {
    await this.signOut.execute(readCookie(req.headers.cookie, SESSION_COOKIE));
    res.setHeader('Set-Cookie', clearedSessionCookie(req.secure));
    return successEnvelope({ signed_out: true });
  }

  @Operation(Post('password'), {
    status: 200,
    id: 'setPassword', summary: 'Set a password', description: 'With the one-time token of the link an admin was given; needs no session.',
    ok: { type: PasswordSetEnvelopeDto }, errors: ['not_found_error', 'too_many_requests', 'service_unavailable', 'bad_request', 'internal_error'],
  })
  async setPassword(@Body() body: SetPasswordRequestDto): Promise<Envelope<{ email: string }>> {
    const { token, password } = newPasswordOf(body);
    const member = await this.setMemberPassword.execute(token, password);
    return successEnvelope({ email: member.email });
  }
}
