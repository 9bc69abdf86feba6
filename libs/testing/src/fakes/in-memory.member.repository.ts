import { DomainError, Member, MemberRepository, MemberRole } from '@gig/domain';
import { oldestFirst } from './company-records';
import type { InMemoryStore } from './in-memory.store';

export class InMemoryMemberRepository implements MemberRepository {
  constructor(private readonly store: InMemoryStore) {}

  async create(member: Member) {
    if (!this.store.companies.has(member.companyId)) throw new Error(`foreign key violation: no company ${member.companyId}`);
    if (await this.findByEmail(member.email)) throw DomainError.badRequest('A member with this email already exists.', [{ field: 'email', message: 'email is taken' }]);
    this.store.members.set(member.id, member);
  }

  async findByEmail(email: string) {
    return [...this.store.members.values()].find((m) => m.email === email) ?? null;
  }

  async findById(memberId: string) {
    return this.store.members.get(memberId) ?? null;
  }

  async lockCompanyMembers(companyId: string) {
    return this.listForCompany(companyId);
  }

  async listForCompany(companyId: string) {
    return [...this.store.members.values()]
      .filter((m) => m.companyId === companyId)
      .sort(oldestFirst);
  }

  async setRole(memberId: string, role: MemberRole) {
    const member = this.store.members.get(memberId);
    if (member) this.store.members.set(memberId, { ...member, role });
  }

  /** Its sessions and tokens go with it, as ON DELETE CASCADE does. */
  async delete(memberId: string) {
    this.store.members.delete(memberId);
    for (const [hash, session] of this.store.memberSessions) if (session.memberId === memberId) this.store.memberSessions.delete(hash);
    for (const [hash, token] of this.store.memberPasswordTokens) if (token.memberId === memberId) this.store.memberPasswordTokens.delete(hash);
  }

  async setPassword(memberId: string, passwordHash: string) {
    const member = this.store.members.get(memberId);
    if (member) this.store.members.set(memberId, { ...member, passwordHash });
  }

  async createPasswordToken(tokenHash: string, memberId: string, expiresAt: Date) {
    if (!this.store.members.has(memberId)) throw new Error(`foreign key violation: no member ${memberId}`);
    if (this.store.memberPasswordTokens.has(tokenHash)) throw new Error('duplicate token hash');
    this.store.memberPasswordTokens.set(tokenHash, { memberId, expiresAt, usedAt: null });
  }

  async usePasswordToken(tokenHash: string, now: Date) {
    const token = this.store.memberPasswordTokens.get(tokenHash);
    if (!token || token.usedAt !== null || token.expiresAt <= now) return null;
    this.store.memberPasswordTokens.set(tokenHash, { ...token, usedAt: now });
    return token.memberId;
  }

  async discardPasswordTokens(memberId: string) {
    for (const [hash, token] of this.store.memberPasswordTokens) if (token.memberId === memberId && token.usedAt === null) this.store.memberPasswordTokens.delete(hash);
  }
}
