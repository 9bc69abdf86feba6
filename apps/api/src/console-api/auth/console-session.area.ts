import { AuthenticateMember, SetMemberPassword, SignInMember, SignOutMember } from '@gig/domain';
import type { Area } from '../../platform/wiring/area';
import type { Ports } from '../../platform/wiring/ports';
import { ConsoleSessionController } from './console-session.controller';

export const consoleSessionArea = {
  controllers: [ConsoleSessionController],
  useCases: ({ repositories: { members, memberSessions, companies, signInAttempts }, unitOfWork, clock, passwordHasher: hasher }: Ports) => ({
    setMemberPassword: new SetMemberPassword({ unitOfWork, hasher, clock }),
    signInMember: new SignInMember({ members, memberSessions, companies, attempts: signInAttempts, hasher, clock }),
    authenticateMember: new AuthenticateMember({ memberSessions, clock }),
    signOutMember: new SignOutMember(memberSessions),
  }),
} satisfies Area;
