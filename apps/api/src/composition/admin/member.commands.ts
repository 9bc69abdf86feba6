import { AddedMember, AddMember, ChangeMemberRole, EndMemberSessions, isUuid, IssuePasswordLink, Member, RemoveMember } from '@gig/domain';
import { required, UsageError } from './cli-args';

/** Where the console is reached: `PUBLIC_URL` (e.g. `https://console.lender.example`), else this machine's port. */
export function consoleBaseUrl(env: Record<string, string | undefined>, port: number): string {
  const given = env.PUBLIC_URL?.trim();
  if (!given) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new UsageError(`PUBLIC_URL must be an http(s) URL (got "${given}").`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash) throw new UsageError(`PUBLIC_URL must be an http(s) URL without query (got "${given}").`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export interface MemberCommandUseCases {
  addMember: AddMember;
  issuePasswordLink: IssuePasswordLink;
  removeMember: RemoveMember;
  changeMemberRole: ChangeMemberRole;
  endMemberSessions: EndMemberSessions;
}

/**
 * `member add --company ID --email E [--role admin|viewer]`, `member link --email E`: prints a one-time set-password link (valid 72 hours).
 * `member remove --email E`, `member role --email E --role admin|viewer`, `member signout --email E`: the member's sessions end.
 */
export async function runMemberCommand(action: string | undefined, flags: Record<string, string>, useCases: MemberCommandUseCases, baseUrl: string): Promise<unknown> {
  if (action === 'link') return presentLink(await useCases.issuePasswordLink.execute(required(flags, 'email')), baseUrl);
  if (action === 'remove') return { ...presentMember(await useCases.removeMember.execute({ email: required(flags, 'email') })), removed: true };
  if (action === 'role') return presentMember(await useCases.changeMemberRole.execute({ email: required(flags, 'email') }, required(flags, 'role')));
  if (action === 'signout') return { ...presentMember(await useCases.endMemberSessions.execute({ email: required(flags, 'email') })), signed_out: true };
  if (action !== 'add') throw new UsageError(`Unknown member command "${action ?? ''}": use member add, link, remove, role or signout.`);
  const company = required(flags, 'company');
  if (!isUuid(company)) throw new UsageError(`--company must be a UUID (got "${company}").`);
  return presentLink(await useCases.addMember.execute(company.toLowerCase(), required(flags, 'email'), flags.role ?? 'admin'), baseUrl);
}

function presentMember(member: Member) {
  return { member_id: member.id, email: member.email, role: member.role, company_id: member.companyId };
}

function presentLink({ member, setPasswordToken }: AddedMember, baseUrl: string) {
  return {
    ...presentMember(member),
    set_password_url: `${baseUrl}/console/set-password?token=${setPasswordToken}`,
  };
}
