import type { Company, Environment, Member, MemberRole } from '@gig/domain';

export interface MemberJson {
  readonly member_id: string;
  readonly email: string;
  readonly role: MemberRole;
  readonly company_id: string;
  readonly company_name: string;
  readonly environment: Environment;
}

export interface ConsoleSessionJson {
  readonly member: MemberJson;
  readonly csrf_token: string;
}

export function presentMember(member: Member, company: Company): MemberJson {
  return { member_id: member.id, email: member.email, role: member.role, company_id: company.id, company_name: company.name, environment: company.environment };
}

/** What the console page needs of its session: who is signed in, and the token its writes send back. */
export function presentConsoleSession(session: { member: Member; company: Company; csrfToken: string }): ConsoleSessionJson {
  return { member: presentMember(session.member, session.company), csrf_token: session.csrfToken };
}
