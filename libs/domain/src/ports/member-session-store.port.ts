import type { Company } from '../companies/company';
import type { MemberSession } from '../members/console-session';
import type { Member } from '../members/member';

/** Console sessions, found by the hash of their cookie token. */
export interface MemberSessionStore {
  create(session: MemberSession): Promise<void>;
  /** The session unless unknown or expired at `now`, with its member and company. */
  findActive(tokenHash: string, now: Date): Promise<{ session: MemberSession; member: Member; company: Company } | null>;
  delete(tokenHash: string): Promise<void>;
  /** Ends every session of a member (a new password signs the others out). */
  deleteForMember(memberId: string): Promise<void>;
}
