import type { Member } from '../members/member';

/** Console members and their one-time set-password tokens. */
export interface MemberRepository {
  /** Throws DomainError('bad_request') when a member (of any company) has this email. */
  create(member: Member): Promise<void>;
  findByEmail(email: string): Promise<Member | null>;
  findById(memberId: string): Promise<Member | null>;
  setPassword(memberId: string, passwordHash: string, at: Date): Promise<void>;
  createPasswordToken(tokenHash: string, memberId: string, expiresAt: Date): Promise<void>;
  /** Marks the token used, atomically, and returns its member; null when unknown, used or expired. */
  usePasswordToken(tokenHash: string, now: Date): Promise<string | null>;
}
