import type { Member, MemberRole } from '../members/member';

/** Console members and their one-time set-password tokens. */
export interface MemberRepository {
  /** Throws DomainError('bad_request') when a member (of any company) has this email. */
  create(member: Member): Promise<void>;
  findByEmail(email: string): Promise<Member | null>;
  findById(memberId: string): Promise<Member | null>;
  /** The company's members, oldest first. */
  listForCompany(companyId: string): Promise<Member[]>;
  /**
   * The company's members, oldest first, locked until the transaction ends: a change that must leave
   * the company an admin reads them here, so that two such changes cannot both pass.
   */
  lockCompanyMembers(companyId: string): Promise<Member[]>;
  setRole(memberId: string, role: MemberRole): Promise<void>;
  /** Removes the member with its sessions and set-password tokens. */
  delete(memberId: string): Promise<void>;
  setPassword(memberId: string, passwordHash: string, at: Date): Promise<void>;
  createPasswordToken(tokenHash: string, memberId: string, expiresAt: Date): Promise<void>;
  /** Marks the token used, atomically, and returns its member; null when unknown, used or expired. */
  usePasswordToken(tokenHash: string, now: Date): Promise<string | null>;
  /** Drops the member's unused set-password tokens: only the newest link works, and none once one was used. */
  discardPasswordTokens(memberId: string): Promise<void>;
}
