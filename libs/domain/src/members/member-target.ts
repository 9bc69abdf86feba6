import { DomainError } from '../errors/domain-error';
import type { Repositories } from '../ports/unit-of-work.port';
import { isUuid } from '../users/user-ref';
import type { Member, MemberRole } from './member';
import { readEmail } from './member-input';

/** A member as the console names it (its company's, by id) or as the admin CLI does (by email). */
export type MemberTarget = { readonly companyId: string; readonly memberId: string } | { readonly email: string };

const NOT_FOUND = () => new DomainError('not_found_error', 'No such member.');

/** The targeted member and its company's members, locked until the transaction ends; another company's member is as absent as a missing one. */
export async function lockTarget(repos: Repositories, target: MemberTarget): Promise<{ member: Member; members: Member[] }> {
  const named = 'email' in target ? await repos.members.findByEmail(readEmail(target.email)) : null;
  const companyId = 'email' in target ? named?.companyId : target.companyId;
  const memberId = 'email' in target ? named?.id : isUuid(target.memberId) ? target.memberId.toLowerCase() : undefined;
  if (!companyId || !memberId) throw NOT_FOUND();
  const members = await repos.members.lockCompanyMembers(companyId);
  const member = members.find((m) => m.id === memberId);
  if (!member) throw NOT_FOUND();
  return { member, members };
}

/** A company keeps at least one admin: refuses to make `member` `role` (null: remove it) when it is the last. */
export function assertAdminRemains(members: readonly Member[], member: Member, role: MemberRole | null): void {
  if (member.role !== 'admin' || role === 'admin') return;
  if (members.some((m) => m.id !== member.id && m.role === 'admin')) return;
  const field = role === null ? 'memberId' : 'role';
  throw DomainError.badRequest('A company keeps at least one admin: make another member admin first.', [{ field, message: 'the last admin cannot be removed or demoted' }]);
}
