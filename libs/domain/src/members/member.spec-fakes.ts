import type { Company } from '../companies/company';
import { AddMember } from './add-member';
import { AuthenticateMember } from './authenticate-member';
import { ChangeMemberRole } from './change-member-role';
import { EndMemberSessions } from './end-member-sessions';
import { IssuePasswordLink } from './issue-password-link';
import { ListMembers } from './list-members';
import { RemoveMember } from './remove-member';
import { SetMemberPassword } from './set-member-password';
import { SignInMember } from './sign-in-member';
import { SignOutMember } from './sign-out-member';
import type { PasswordHasher } from '../ports/password-hasher';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work';
import type { SignInAttemptCount } from '../ports/sign-in-attempt.store';
import type { MemberSession } from './console-session';
import type { Member, MemberRole } from './member';

export const T0 = new Date('2026-11-01T10:00:00.000Z');
export const company: Company = { id: 'company-1', name: 'Acme', environment: 'sandbox', readEnabled: true, writeEnabled: true, createdAt: new Date(0) };

/** A hasher that only marks its input: the use cases' logic, not scrypt's cost. */
export const plainHasher: PasswordHasher = {
  hash: async (password) => `plain$${password}`,
  verify: async (password, stored) => stored === `plain$${password}`,
};

/** Members, tokens, sessions and attempt counters in maps, behind a unit of work that runs at once; a clock tests move. */
export function memberWorld() {
  let now = T0;
  const members = new Map<string, Member>();
  const tokens = new Map<string, { memberId: string; expiresAt: Date; usedAt: Date | null }>();
  const sessions = new Map<string, MemberSession>();
  const attempts = new Map<string, SignInAttemptCount>();
  const repos = {
    companies: { findById: async (id: string) => (id === company.id ? company : null) },
    members: {
      create: async (m: Member) => void members.set(m.id, m),
      findByEmail: async (email: string) => [...members.values()].find((m) => m.email === email) ?? null,
      findById: async (id: string) => members.get(id) ?? null,
      listForCompany: async (companyId: string) => [...members.values()].filter((m) => m.companyId === companyId),
      lockCompanyMembers: async (companyId: string) => [...members.values()].filter((m) => m.companyId === companyId),
      setRole: async (id: string, role: MemberRole) => void members.set(id, { ...(members.get(id) as Member), role }),
      delete: async (id: string) => {
        members.delete(id);
        [...sessions].forEach(([hash, s]) => s.memberId === id && sessions.delete(hash));
        [...tokens].forEach(([hash, t]) => t.memberId === id && tokens.delete(hash));
      },
      discardPasswordTokens: async (memberId: string) => [...tokens].forEach(([hash, t]) => t.memberId === memberId && !t.usedAt && tokens.delete(hash)),
      setPassword: async (id: string, passwordHash: string) => void members.set(id, { ...(members.get(id) as Member), passwordHash }),
      createPasswordToken: async (hash: string, memberId: string, expiresAt: Date) => void tokens.set(hash, { memberId, expiresAt, usedAt: null }),
      usePasswordToken: async (hash: string, at: Date) => {
        const token = tokens.get(hash);
        if (!token || token.usedAt || token.expiresAt <= at) return null;
        token.usedAt = at;
        return token.memberId;
      },
    },
    memberSessions: {
      create: async (s: MemberSession) => void sessions.set(s.tokenHash, s),
      findActive: async (hash: string, at: Date) => {
        const session = sessions.get(hash);
        const member = session && members.get(session.memberId);
        return session && member && session.expiresAt > at ? { session, member, company } : null;
      },
      delete: async (hash: string) => void sessions.delete(hash),
      deleteForMember: async (memberId: string) => [...sessions].forEach(([hash, s]) => s.memberId === memberId && sessions.delete(hash)),
    },
    signInAttempts: {
      count: async (keys: readonly string[], at: Date, windowMs: number) => keys.map((key) => {
        const current = attempts.get(key);
        const next = current && current.windowEndsAt > at ? { ...current, attempts: current.attempts + 1 } : { key, attempts: 1, windowEndsAt: new Date(at.getTime() + windowMs) };
        attempts.set(key, next);
        return next;
      }),
      forgive: async (keys: readonly string[]) => keys.forEach((key) => attempts.has(key) && attempts.set(key, { ...(attempts.get(key) as SignInAttemptCount), attempts: Math.max(0, (attempts.get(key) as SignInAttemptCount).attempts - 1) })),
      clear: async (key: string) => void attempts.delete(key),
    },
  };
  const unitOfWork: UnitOfWork = { run: (work) => work(repos as unknown as Repositories) };
  const clock = { now: () => now };
  return { repos, unitOfWork, clock, members, tokens, sessions, attempts, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

export const PASSWORD = 'twelve chars ok';
export const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The member use cases over `memberWorld`. */
export function setup() {
  const world = memberWorld();
  const { repos, unitOfWork, clock } = world;
  const deps = { members: repos.members, memberSessions: repos.memberSessions, companies: repos.companies, attempts: repos.signInAttempts, hasher: plainHasher, clock };
  return {
    ...world,
    add: new AddMember(unitOfWork, clock),
    setPassword: new SetMemberPassword({ unitOfWork, hasher: plainHasher, clock }),
    signIn: new SignInMember(deps),
    authenticate: new AuthenticateMember({ memberSessions: repos.memberSessions, clock }),
    signOut: new SignOutMember(repos.memberSessions),
    issueLink: new IssuePasswordLink(unitOfWork, clock),
    list: new ListMembers(repos.members),
    changeRole: new ChangeMemberRole(unitOfWork),
    remove: new RemoveMember(unitOfWork),
    endSessions: new EndMemberSessions(unitOfWork),
  };
}

/** A member added and given PASSWORD through its link. */
export async function withPassword(world: ReturnType<typeof setup>, email = 'Ana@Lender.example', role: unknown = 'admin') {
  const added = await world.add.execute(company.id, email, role);
  await world.setPassword.execute(added.setPasswordToken, PASSWORD);
  return added.member;
}
