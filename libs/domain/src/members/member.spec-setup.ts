import { InMemoryStore, InMemoryUnitOfWork, inMemoryRepositories, plainPasswordHasher, TestClock } from '@gig/testing';
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

export const T0 = new Date('2026-11-01T10:00:00.000Z');
export const company: Company = { id: 'company-1', name: 'Acme', environment: 'sandbox', readEnabled: true, writeEnabled: true, createdAt: new Date(0) };

export const PASSWORD = 'twelve chars ok';
export const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The member use cases over the contract-tested in-memory fakes, with one company and a clock tests move. */
export function setup() {
  const store = new InMemoryStore();
  store.companies.set(company.id, company);
  const repos = inMemoryRepositories(store);
  const unitOfWork = new InMemoryUnitOfWork(store);
  const clock = new TestClock(T0);
  const hasher = plainPasswordHasher;
  const deps = { members: repos.members, memberSessions: repos.memberSessions, companies: repos.companies, attempts: repos.signInAttempts, hasher, clock };
  return {
    members: store.members,
    tokens: store.memberPasswordTokens,
    sessions: store.memberSessions,
    advance: (ms: number) => clock.advance(ms),
    add: new AddMember(unitOfWork, clock),
    setPassword: new SetMemberPassword({ unitOfWork, hasher, clock }),
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
export async function withPassword(world: ReturnType<typeof setup>, email = 'Ana@Lender.example', role = 'admin') {
  const added = await world.add.execute(company.id, email, role);
  await world.setPassword.execute(added.setPasswordToken, PASSWORD);
  return added.member;
}
