import type { MemberSession, MemberSessionStore } from '@gig/domain';
import type { InMemoryStore } from './in-memory.store';

export class InMemoryMemberSessionStore implements MemberSessionStore {
  constructor(private readonly store: InMemoryStore) {}

  async create(session: MemberSession) {
    if (!this.store.members.has(session.memberId)) throw new Error(`foreign key violation: no member ${session.memberId}`);
    for (const [hash, s] of this.store.memberSessions) if (s.memberId === session.memberId && s.expiresAt <= session.createdAt) this.store.memberSessions.delete(hash);
    this.store.memberSessions.set(session.tokenHash, session);
  }

  async findActive(tokenHash: string, now: Date) {
    const session = this.store.memberSessions.get(tokenHash);
    if (!session || session.expiresAt <= now) return null;
    const member = this.store.members.get(session.memberId);
    const company = member && this.store.companies.get(member.companyId);
    return member && company ? { session, member, company } : null;
  }

  async delete(tokenHash: string) {
    this.store.memberSessions.delete(tokenHash);
  }

  async deleteForMember(memberId: string) {
    for (const [hash, session] of this.store.memberSessions) if (session.memberId === memberId) this.store.memberSessions.delete(hash);
  }
}
