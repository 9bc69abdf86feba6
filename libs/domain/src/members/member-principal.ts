import type { Principal } from '../auth/principal';
import type { Company } from '../companies/company';
import type { Member } from './member';

/** A signed-in member acts for the use cases as a private key of its company would, carrying its role (a viewer only reads). */
export function memberPrincipal(member: Member, company: Company): Principal {
  return { company, keyId: `member:${member.id}`, keyKind: 'private', memberRole: member.role, memberId: member.id };
}
