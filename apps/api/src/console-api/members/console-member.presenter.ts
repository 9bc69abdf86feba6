import type { Member, MemberRole } from '@gig/domain';

/** A member as the console's members page lists it: never its password hash, only whether one is set. */
export interface ConsoleMemberJson {
  readonly member_id: string;
  readonly email: string;
  readonly role: MemberRole;
  readonly password_set: boolean;
  readonly created_at: string;
  /** The signed-in member itself. */
  readonly is_you: boolean;
}

export function presentConsoleMember(member: Member, youId: string | undefined): ConsoleMemberJson {
  return { member_id: member.id, email: member.email, role: member.role, password_set: member.passwordHash !== null, created_at: member.createdAt.toISOString(), is_you: member.id === youId };
}
