import type { MemberRepository } from '../ports/member-repository.port';
import type { Member } from './member';

/** A company's console members, oldest first. */
export class ListMembers {
  constructor(private readonly members: Pick<MemberRepository, 'listForCompany'>) {}

  execute(companyId: string): Promise<Member[]> {
    return this.members.listForCompany(companyId);
  }
}
