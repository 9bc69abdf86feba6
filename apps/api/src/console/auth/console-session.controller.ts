import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Clock, ConsoleSession, SetMemberPassword, SignInMember, SignOutMember } from '@gig/domain';
import type { Request, Response } from 'express';
import { CLOCK } from '../../app.tokens';
import { Envelope, successEnvelope } from '../../http/envelope';
import { CurrentConsoleSession, RequiresRole } from './console-session.decorator';
import { ConsoleSessionGuard } from './console-session.guard';
import { ConsoleSessionJson, presentConsoleSession } from './console-session.presenter';
import { SetPasswordRequestDto, SignInRequestDto } from './console-session.requests';
import { clearedSessionCookie, readCookie, SESSION_COOKIE, sessionCookie } from './session-cookie';

/** Signing in and out of the console, and setting a password through the one-time link. */
@ApiExcludeController()
@Controller('console/api')
export class ConsoleSessionController {
  constructor(
    @Inject(SignInMember) private readonly signIn: SignInMember,
    @Inject(SignOutMember) private readonly signOut: SignOutMember,
    @Inject(SetMemberPassword) private readonly setMemberPassword: SetMemberPassword,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post('session')
  @HttpCode(200)
  async create(@Body() body: SignInRequestDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Envelope<ConsoleSessionJson>> {
    const signedIn = await this.signIn.execute(body.email, body.password, req.ip ?? req.socket.remoteAddress ?? 'unknown');
    res.setHeader('Set-Cookie', sessionCookie(signedIn.sessionToken, signedIn.expiresAt, this.clock.now(), req.secure));
    res.setHeader('Cache-Control', 'no-store');
    return successEnvelope(presentConsoleSession(signedIn));
  }

  @Get('session')
  @UseGuards(ConsoleSessionGuard)
  current(@CurrentConsoleSession() session: ConsoleSession, @Res({ passthrough: true }) res: Response): Envelope<ConsoleSessionJson> {
    res.setHeader('Cache-Control', 'no-store');
    return successEnvelope(presentConsoleSession(session));
  }

  @Delete('session')
  @UseGuards(ConsoleSessionGuard)
  @RequiresRole('viewer')
  async end(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<Envelope<{ signed_out: true }>> {
    await this.signOut.execute(readCookie(req.headers.cookie, SESSION_COOKIE));
    res.setHeader('Set-Cookie', clearedSessionCookie(req.secure));
    return successEnvelope({ signed_out: true });
  }

  @Post('password')
  @HttpCode(200)
  async setPassword(@Body() body: SetPasswordRequestDto): Promise<Envelope<{ email: string }>> {
    const member = await this.setMemberPassword.execute(body.token, body.password);
    return successEnvelope({ email: member.email });
  }
}
